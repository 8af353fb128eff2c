import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { startTestServer } from './harness.ts';
import { SEED } from './schema-db.ts';

// The data API (`/rest/v1`) as the apps use it: unmodified supabase-js over HTTP against a
// fresh local-supabase with the real schema and seed. Service key for writes where RLS is
// not the point (the RLS matrix covers who may do what). Signed-in callers carry tokens minted
// with the server's secret for the seeded accounts, so this file tests the data API alone
// (sign-in itself is the auth suite's business).

type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

function client(url: string, key: string, accessToken?: string): SupabaseClient {
  return createClient(url, key, {
    // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as unknown as RealtimeOptions['transport'] },
    auth: { persistSession: false, autoRefreshToken: false },
    ...(accessToken ? { accessToken: () => Promise.resolve(accessToken) } : {}),
  }) as SupabaseClient;
}

/** An access token as GoTrue would issue it for a seeded user. */
function userToken(secret: string, sub: string, email: string, aal: 'aal1' | 'aal2' = 'aal1'): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', email, aal, is_anonymous: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

interface Clients {
  anon: SupabaseClient;
  learner: SupabaseClient;
  admin: SupabaseClient;
  adminAal1: SupabaseClient;
  service: SupabaseClient;
}

let stop: (() => Promise<void>) | undefined;
let c: Clients;

beforeAll(async () => {
  const server = await startTestServer();
  stop = server.stop;
  c = {
    anon: client(server.url, server.anonKey),
    learner: client(server.url, server.anonKey, await userToken(server.jwtSecret, SEED.learner, 'learner@riancode.dev')),
    // Admin power needs a session that verified its TOTP factor (decision 0028).
    admin: client(server.url, server.anonKey, await userToken(server.jwtSecret, SEED.admin, 'admin@riancode.dev', 'aal2')),
    adminAal1: client(server.url, server.anonKey, await userToken(server.jwtSecret, SEED.admin, 'admin@riancode.dev')),
    service: client(server.url, server.serviceRoleKey),
  };
}, 120_000);

afterAll(async () => {
  await stop?.();
});

describe('reads', () => {
  it('catalogue with nested embeds through a view, embedded order and limit', async () => {
    const { data, error } = await c.anon
      .from('course_catalog')
      .select('id, title, price, rating_avg, teacher:instructors!instructor_id(name), course_modules(position, lessons(title, is_preview))')
      .eq('id', 1)
      .order('position', { referencedTable: 'course_modules', ascending: false })
      .limit(2, { referencedTable: 'course_modules' })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 1, price: 1790, teacher: { name: expect.any(String) as string } });
    const modules = (data as { course_modules: { position: number; lessons: unknown[] }[] }).course_modules;
    expect(modules.map((m) => m.position)).toEqual([4, 3]);
    expect(modules.every((m) => Array.isArray(m.lessons))).toBe(true);
    expect(typeof (data as { rating_avg: unknown }).rating_avg).toBe('number');
  });

  it('filters, or-search, order, paging and exact counts; drafts only for admins', async () => {
    const head = await c.anon.from('course_catalog').select('*', { count: 'exact', head: true });
    expect([head.status, head.count]).toEqual([200, 7]);
    expect((await c.admin.from('course_catalog').select('*', { count: 'exact', head: true })).count).toBe(8);
    const page = await c.anon.from('course_catalog').select('price', { count: 'exact' }).order('price', { ascending: false }).range(0, 2);
    expect([page.status, page.count, page.data?.length]).toEqual([206, 7, 3]);
    const prices = (page.data ?? []).map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(Math.max(...prices)).toBe(3490);
    const search = await c.anon.from('course_catalog').select('title').or('title.ilike."*python*",description.ilike."*python*"');
    expect((search.data ?? []).length).toBeGreaterThan(0);
    const filtered = await c.anon
      .from('course_catalog')
      .select('id')
      .in('level', ['beginner', 'advanced'])
      .gte('price', 1790)
      .not('category', 'eq', 'design');
    expect(filtered.error).toBeNull();
  });

  it('!inner keeps only parents whose embed matches', async () => {
    const { data } = await c.anon.from('courses').select('id, course_modules!inner(title)').eq('course_modules.position', 4).order('id');
    expect((data ?? []).length).toBeGreaterThan(0);
    expect((data ?? []).every((r) => (r as { course_modules: unknown[] }).course_modules.length === 1)).toBe(true);
  });

  it('single and maybeSingle', async () => {
    const none = await c.anon.from('courses').select('id').eq('id', 999).single();
    expect([none.status, none.error?.code, none.error?.details]).toEqual([406, 'PGRST116', 'The result contains 0 rows']);
    expect((await c.anon.from('courses').select('id').eq('id', 999).maybeSingle()).data).toBeNull();
    expect((await c.learner.from('users').select('email').single()).data).toEqual({ email: 'learner@riancode.dev' });
    expect((await c.learner.from('my_course_progress').select('course_id, courses(title)').eq('course_id', 1).single()).data).toMatchObject(
      { course_id: 1, courses: { title: expect.any(String) as string } },
    );
  });
});

describe('writes', () => {
  it('insert, upsert, update and delete with representation', async () => {
    const created = await c.service.from('instructors').insert({ name: 'ทดสอบ', rating: 4.2 }).select('id, name, rating').single();
    expect(created.status).toBe(201);
    const id = (created.data as { id: number }).id;
    const seo = await c.service
      .from('site_seo')
      .upsert({ path: '/courses', title: 'คอร์สทั้งหมด', description: 'd' }, { onConflict: 'path' })
      .select('path, title');
    expect(seo.data).toEqual([{ path: '/courses', title: 'คอร์สทั้งหมด' }]);
    const updated = await c.service.from('instructors').update({ rating: 3.9 }).eq('id', id).select('rating').single();
    expect(updated.data).toEqual({ rating: 3.9 });
    const deleted = await c.service.from('instructors').delete().eq('id', id).select('id');
    expect(deleted.data).toEqual([{ id }]);
  });

  it('a learner enrols (RLS allows), a duplicate is 409, another user row is untouched (0 rows)', async () => {
    // Free course 7: the demo learner is enrolled; leave it (as an admin would) and enrol again.
    const left = await c.service.from('enrollments').delete().eq('user_id', SEED.learner).eq('course_id', 7).select('id');
    expect(left.data).toHaveLength(1);
    const enrolled = await c.learner.from('enrollments').insert({ course_id: 7 }).select('course_id, course_catalog(title)').single();
    expect([enrolled.status, (enrolled.data as { course_id: number } | null)?.course_id]).toEqual([201, 7]);
    const again = await c.learner.from('enrollments').insert({ course_id: 7 });
    expect([again.status, again.error?.code]).toEqual([409, '23505']);
    // A paid course without a paid order (issue 21): RLS refuses.
    const paid = await c.learner.from('enrollments').insert({ course_id: 2 });
    expect([paid.status, paid.error?.code]).toEqual([403, '42501']);
    const other = await c.learner.from('users').update({ bio: 'x' }).neq('email', 'learner@riancode.dev').select();
    expect([other.status, other.data]).toEqual([200, []]);
    const anon = await c.anon.from('enrollments').insert({ course_id: 3 });
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
  });
});

describe('rpc', () => {
  it('scalar, json, table results and GET calls', async () => {
    expect((await c.learner.rpc('is_admin')).data).toBe(false);
    expect((await c.admin.rpc('is_admin', {}, { get: true })).data).toBe(true);
    expect((await c.adminAal1.rpc('is_admin')).data).toBe(false);
    expect((await c.adminAal1.rpc('is_admin_account')).data).toBe(true);
    expect([(await c.adminAal1.rpc('admin_stats')).status, (await c.adminAal1.rpc('admin_stats')).error?.code]).toEqual([403, '42501']);
    expect((await c.anon.rpc('create_initial_schema')).data).toMatchObject({ ok: true });
    const stats = await c.admin.rpc('admin_stats');
    expect(stats.data).toMatchObject({ published_courses: 7 });
    const cert = await c.learner.from('certificates').select('code').eq('course_id', 6).single();
    const verified = await c.anon.rpc('verify_certificate', { p_code: (cert.data as { code: string }).code }).maybeSingle();
    expect(verified.data).toMatchObject({ course_id: 6 });
    expect((await c.anon.rpc('verify_certificate', { p_code: 'RC-0000-NOPE00' }).maybeSingle()).data).toBeNull();
  });

  it('refusals and missing functions', async () => {
    expect((await c.anon.rpc('admin_stats')).status).toBe(401);
    expect([(await c.learner.rpc('admin_stats')).status, (await c.learner.rpc('admin_stats')).error?.code]).toEqual([403, '42501']);
    const missing = await c.anon.rpc('admin_statz');
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('errors', () => {
  it('are PostgREST-shaped with the right status, never 5xx for client mistakes', async () => {
    const table = await c.anon.from('coursez').select('*');
    expect([table.status, table.error?.code, table.error?.hint]).toEqual([404, 'PGRST205', "Perhaps you meant the table 'public.courses'"]);
    expect([(await c.anon.from('courses').select('nope')).status, (await c.anon.from('courses').select('nope')).error?.code]).toEqual([
      400,
      '42703',
    ]);
    expect((await c.anon.from('courses').select('id').filter('id', 'zz', '1')).error?.code).toBe('PGRST100');
    expect((await c.anon.from('courses').select('id').eq('id', 'abc')).status).toBe(400);
    expect((await c.anon.from('courses').select('lessonz(id)')).error?.code).toBe('PGRST200');
  });
});
