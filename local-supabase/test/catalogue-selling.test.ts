import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 31 item 4 through unmodified supabase-js: a sale price counts at checkout only before
// its end (the database computes the amount, decision 0057), coupons apply to the price of the
// moment, the catalogue's new filters and related courses answer from the database, and
// รายการโปรด (wishlists) belongs to its member alone. Seed: course 2 ฿2,990 (REACT500: ฿500 off,
// course 2 only), course 3 ฿2,790, course 7 free; 1–7 published, 8 a draft.

const COURSE_REACT = 2;
const COURSE_FLUTTER = 3;
const COURSE_FREE = 7;
const COURSE_DRAFT = 8;

interface Quote {
  list_price: number;
  subtotal: number;
  discount: number;
  total: number;
}
interface Card {
  id: number;
  price: number;
  current_price: number;
  sale_price: number | null;
  sale_ends_at: string | null;
  rating_avg: number;
  category: string;
  level: string;
}
interface SearchPage {
  total: number;
  courses: Card[];
}

let server: TestServer;
let service: SupabaseClient;
let anon: SupabaseClient;
let buyer: SupabaseClient;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

async function setSale(courseId: number, salePrice: number | null, endsAt: string | null) {
  const { error } = await service.from('courses').update({ sale_price: salePrice, sale_ends_at: endsAt }).eq('id', courseId);
  expect(error).toBeNull();
}

async function quote(courseId: number, coupon?: string): Promise<Quote> {
  const { data, error } = await buyer
    .rpc('checkout_quote', { p_course_id: courseId, p_coupon_code: coupon ?? null })
    .overrideTypes<Quote, { merge: false }>();
  expect(error).toBeNull();
  return data as Quote;
}

async function search(args: Record<string, unknown>): Promise<SearchPage> {
  const { data, error } = await anon.rpc('search_courses', args).overrideTypes<SearchPage, { merge: false }>();
  expect(error).toBeNull();
  return data as SearchPage;
}

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  anon = anonClient(server);
  buyer = await newUserClient(server, 'sale-buyer@example.com');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('a sale price at checkout', () => {
  afterEach(async () => {
    await service.from('orders').delete().eq('course_id', COURSE_FLUTTER).eq('status', 'pending');
    await service.from('orders').delete().eq('course_id', COURSE_REACT).eq('status', 'pending');
    await setSale(COURSE_FLUTTER, null, null);
    await setSale(COURSE_REACT, null, null);
  });

  it('is what the order costs before the sale ends', async () => {
    await setSale(COURSE_FLUTTER, 1990, inAnHour());
    expect(await quote(COURSE_FLUTTER)).toMatchObject({ list_price: 2790, subtotal: 1990, discount: 0, total: 1990 });
    const { data: order, error } = await buyer
      .rpc('create_order', { p_course_id: COURSE_FLUTTER })
      .single<{ total: number; subtotal: number }>();
    expect(error).toBeNull();
    expect(Number(order?.total)).toBe(1990);
    expect(Number(order?.subtotal)).toBe(1990);
  });

  it('no longer counts once its end has passed: the list price is charged', async () => {
    await setSale(COURSE_FLUTTER, 1990, anHourAgo());
    expect(await quote(COURSE_FLUTTER)).toMatchObject({ list_price: 2790, subtotal: 2790, total: 2790 });
    const { data: order, error } = await buyer.rpc('create_order', { p_course_id: COURSE_FLUTTER }).single<{ total: number }>();
    expect(error).toBeNull();
    expect(Number(order?.total)).toBe(2790);
    // The catalogue no longer shows the ended sale either.
    const { data: row } = await anon
      .from('course_catalog')
      .select('price, sale_price, sale_ends_at, current_price')
      .eq('id', COURSE_FLUTTER)
      .single();
    expect(row).toEqual({ price: 2790, sale_price: null, sale_ends_at: null, current_price: 2790 });
  });

  it('takes a coupon on top of the sale price', async () => {
    await setSale(COURSE_REACT, 2490, inAnHour());
    expect(await quote(COURSE_REACT, 'REACT500')).toMatchObject({ list_price: 2990, subtotal: 2490, discount: 500, total: 1990 });
    expect(await quote(COURSE_REACT, 'WELCOME10')).toMatchObject({ subtotal: 2490, discount: 249, total: 2241 });
  });

  it('is shown by the catalogue with its end while it runs', async () => {
    const ends = inAnHour();
    await setSale(COURSE_FLUTTER, 1990, ends);
    const { data: row } = await anon
      .from('course_catalog')
      .select('sale_price, sale_ends_at, current_price')
      .eq('id', COURSE_FLUTTER)
      .single<{
        sale_price: number;
        sale_ends_at: string;
        current_price: number;
      }>();
    expect(row?.sale_price).toBe(1990);
    expect(row?.current_price).toBe(1990);
    expect(new Date(row?.sale_ends_at ?? '').getTime()).toBe(new Date(ends).getTime());
  });

  it('refuses a sale that is not cheaper, is free, or has no end, and changes nothing', async () => {
    for (const patch of [
      { sale_price: 2790, sale_ends_at: inAnHour() },
      { sale_price: 0, sale_ends_at: inAnHour() },
      { sale_price: 1990, sale_ends_at: null },
      { sale_price: null, sale_ends_at: inAnHour() },
    ]) {
      const { error } = await service.from('courses').update(patch).eq('id', COURSE_FLUTTER);
      expect(error?.code, JSON.stringify(patch)).toBe('23514');
    }
    const { data } = await service.from('courses').select('sale_price, sale_ends_at').eq('id', COURSE_FLUTTER).single();
    expect(data).toEqual({ sale_price: null, sale_ends_at: null });
  });

  it('cannot be set by a learner', async () => {
    const { data, error } = await buyer
      .from('courses')
      .update({ sale_price: 1, sale_ends_at: inAnHour() })
      .eq('id', COURSE_FLUTTER)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await quote(COURSE_FLUTTER)).toMatchObject({ total: 2790 });
  });
});

describe('the catalogue filters', () => {
  it('finds only free courses', async () => {
    const page = await search({ p_free: true });
    expect(page.total).toBeGreaterThan(0);
    expect(page.courses.every((c) => c.price === 0)).toBe(true);
    expect(page.courses.map((c) => c.id)).toContain(COURSE_FREE);
  });

  it('finds a price range on the price of the moment (a sale counts)', async () => {
    const all = await search({});
    const within = await search({ p_min_price: 2000, p_max_price: 3000 });
    const expected = all.courses.filter((c) => c.current_price >= 2000 && c.current_price <= 3000).map((c) => c.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(within.courses.map((c) => c.id)).toEqual(expected);
    await setSale(COURSE_FLUTTER, 1500, inAnHour());
    try {
      expect((await search({ p_max_price: 1500 })).courses.map((c) => c.id)).toContain(COURSE_FLUTTER);
      expect((await search({ p_min_price: 2000, p_max_price: 3000 })).courses.map((c) => c.id)).not.toContain(COURSE_FLUTTER);
    } finally {
      await setSale(COURSE_FLUTTER, null, null);
    }
  });

  it('finds courses rated at least a minimum', async () => {
    const all = await search({});
    const rated = await search({ p_min_rating: 4.5 });
    expect(rated.courses.map((c) => c.id)).toEqual(all.courses.filter((c) => c.rating_avg >= 4.5).map((c) => c.id));
    expect(rated.total).toBeLessThan(all.total);
  });

  it('refuses out-of-range filters with 22023 (PostgREST 400)', async () => {
    for (const args of [
      { p_min_price: -1 },
      { p_max_price: 10_000_001 },
      { p_min_rating: 6 },
      { p_q: 'x'.repeat(1001) },
      { p_sort: 'x'.repeat(51) },
    ]) {
      const { error, status } = await anon.rpc('search_courses', args);
      expect(status, JSON.stringify(args).slice(0, 40)).toBe(400);
      expect(error?.code).toBe('22023');
    }
  });
});

describe('related courses', () => {
  it('lists up to four other visible courses of the same category or level, itself and drafts excluded', async () => {
    const { data: me } = await anon
      .from('course_catalog')
      .select('category, level')
      .eq('id', 1)
      .single<{ category: string; level: string }>();
    const { data, error } = await anon.rpc('related_courses', { p_course_id: 1 }).overrideTypes<Card[], { merge: false }>();
    expect(error).toBeNull();
    const related = data as Card[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    for (const course of related) {
      expect(course.id).not.toBe(1);
      expect(course.id).not.toBe(COURSE_DRAFT);
      expect(course.category === me?.category || course.level === me?.level).toBe(true);
    }
  });
});

describe('รายการโปรด (wishlists)', () => {
  it('belongs to its member: added, listed, exported and removed by them, invisible to others', async () => {
    const learner = await signedInClient(server, 'learner');
    const other = await newUserClient(server, 'wish-other@example.com');
    const added = await learner.from('wishlists').insert({ course_id: COURSE_FLUTTER }).select('course_id');
    expect(added.error).toBeNull();
    expect(added.data).toEqual([{ course_id: COURSE_FLUTTER }]);
    // The same course twice is a conflict, not a second row.
    expect((await learner.from('wishlists').insert({ course_id: COURSE_FLUTTER })).error?.code).toBe('23505');
    expect((await learner.from('wishlists').select('course_id')).data).toEqual([{ course_id: COURSE_FLUTTER }]);
    expect((await other.from('wishlists').select('course_id')).data).toEqual([]);
    expect((await anon.from('wishlists').select('course_id')).error?.code).toBe('42501');
    expect((await learner.from('wishlists').insert({ course_id: COURSE_DRAFT })).error?.code).toBe('42501');

    const { data: exported } = await learner.rpc('export_my_data').overrideTypes<Record<string, unknown>, { merge: false }>();
    expect((exported as { wishlists: unknown[] }).wishlists).toEqual([expect.objectContaining({ course_id: COURSE_FLUTTER })]);

    const removedByOther = await other.from('wishlists').delete().eq('course_id', COURSE_FLUTTER).select();
    expect(removedByOther.data).toEqual([]);
    const removed = await learner.from('wishlists').delete().eq('course_id', COURSE_FLUTTER).select('course_id');
    expect(removed.data).toEqual([{ course_id: COURSE_FLUTTER }]);
  });

  it("goes with the member's account", async () => {
    const member = await newUserClient(server, 'wishful@example.com');
    const { data: user } = await member.auth.getUser();
    expect((await member.from('wishlists').insert({ course_id: COURSE_REACT })).error).toBeNull();
    const { error } = await service.auth.admin.deleteUser(user.user?.id ?? '');
    expect(error).toBeNull();
    const { count } = await service
      .from('wishlists')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', user.user?.id ?? '');
    expect(count).toBe(0);
  });
});

describe('the landing shelves', () => {
  it('are the four most learned, the four newest and up to four free published courses, through GET as the site server reads them', async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/landing_courses`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(200);
    const shelves = (await response.json()) as Record<'popular' | 'newest' | 'free', Card[]>;
    const { data } = await anon.from('course_catalog').select('id, price, students_count, published_at, created_at');
    const rows = (data ?? []) as { id: number; price: number; students_count: number; published_at: string | null; created_at: string }[];
    const top = [...rows].sort((a, b) => b.students_count - a.students_count || a.id - b.id).slice(0, 4);
    expect(shelves.popular.map((c) => c.id)).toEqual(top.map((c) => c.id));
    expect(shelves.newest).toHaveLength(4);
    expect(shelves.newest.map((c) => c.id)).not.toContain(COURSE_DRAFT);
    expect(shelves.free.length).toBeGreaterThan(0);
    expect(shelves.free.every((c) => c.price === 0)).toBe(true);
  });
});
