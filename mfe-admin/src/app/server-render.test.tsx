// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { adminTh } from '../config/messages.ts';
import { render } from './server-render.tsx';

/**
 * /admin rendered by the server for an admin (decision 0081), against a PostgREST in miniature that answers as the
 * real one does: a token it did not sign is a 401, everyone reads their own users row, and the admin's reads
 * (admin_stats, the members list, admin_member_privacy) answer only an active admin whose token says aal2; anyone
 * else gets what RLS and is_admin() give them (an empty list, a 42501).
 */
const jwt = (sub: string, aal: 'aal1' | 'aal2') =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub, role: 'authenticated', aal })).toString('base64url')}.c2ln`;
const ADMIN = '00000000-0000-4000-8000-00000000a001';
const LEARNER = '00000000-0000-4000-8000-00000000b002';
const backend = { supabaseUrl: 'http://backend.test', supabaseAnonKey: 'anon-key' };

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  level: string;
  status: string;
}
const ROWS: Record<string, UserRow> = {
  [ADMIN]: { id: ADMIN, email: 'admin@example.com', name: 'ผู้ดูแล', role: 'admin', level: 'advanced', status: 'active' },
  [LEARNER]: { id: LEARNER, email: 'learner@example.com', name: 'นักเรียนสมใจ', role: 'user', level: 'beginner', status: 'active' },
};
const TOKENS: Record<string, { id: string; aal: string }> = {
  [jwt(ADMIN, 'aal2')]: { id: ADMIN, aal: 'aal2' },
  [jwt(ADMIN, 'aal1')]: { id: ADMIN, aal: 'aal1' },
  [jwt(LEARNER, 'aal1')]: { id: LEARNER, aal: 'aal1' },
};
const STATS = { members: 2, active_members: 2, courses: 7, published_courses: 6, enrollments: 41, articles: 3, published_articles: 2 };

let reads: string[] = [];

beforeEach(() => {
  reads = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const bearer = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    const session = TOKENS[bearer];
    if (!session) return json({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }, 401);
    reads.push(url.pathname);
    const self = ROWS[session.id];
    const isAdmin = self?.role === 'admin' && session.aal === 'aal2';
    const notAdmin = () => json({ code: '42501', message: 'permission denied: admin only' }, 403);
    const created = (row: UserRow) => ({ ...row, created_at: '2026-11-01T00:00:00Z' });
    switch (url.pathname) {
      case '/rest/v1/users': {
        const id = url.searchParams.get('id')?.replace('eq.', '');
        if (id) return json(id === session.id && self ? [{ ...created(self), points: 0 }] : []);
        return json(isAdmin ? Object.values(ROWS).map(created) : self ? [created(self)] : []);
      }
      case '/rest/v1/rpc/admin_stats':
        return isAdmin ? json(STATS) : notAdmin();
      case '/rest/v1/rpc/admin_member_privacy':
        return isAdmin
          ? json([
              { user_id: ADMIN, consent_status: 'current', deletion_scheduled_for: null },
              { user_id: LEARNER, consent_status: 'outdated', deletion_scheduled_for: null },
            ])
          : notAdmin();
      default:
        return json({ code: 'PGRST205', message: `no such table ${url.pathname}` }, 404);
    }
  });
});

describe('/admin rendered by the server', () => {
  it('draws the members tab for an admin at aal2: the figures, the members, their PDPA state, its controls disabled until live', async () => {
    const page = await render({ url: '/admin', backend, accessToken: jwt(ADMIN, 'aal2') });
    expect(page).not.toBeNull();
    expect(page?.html).toContain(adminTh.subtitle);
    expect(page?.html).toContain('นักเรียนสมใจ');
    expect(page?.html).toContain('learner@example.com');
    expect(page?.html).toContain('41'); // the enrolments tile
    expect(page?.html).toMatch(/<fieldset[^>]*disabled/);
    expect(page?.renderedFor).toBe(ADMIN);
    expect(page?.worksBeforeApp).toBe(false);
    // The answers go with the page as JSON, the privacy rows too (the tab indexes them in the browser).
    const { queries } = page?.queryState as DehydratedState;
    expect(queries).toHaveLength(3);
    const privacy = queries.find((query) => JSON.stringify(query.queryKey).includes('privacy'));
    expect(Array.isArray(privacy?.state.data)).toBe(true);
  });

  it('renders nothing for an admin whose session has not verified the authenticator code: the database refuses the reads', async () => {
    expect(await render({ url: '/admin', backend, accessToken: jwt(ADMIN, 'aal1') })).toBeNull();
  });

  it('renders nothing for a learner, and reads nothing of the admin’s for them', async () => {
    expect(await render({ url: '/admin', backend, accessToken: jwt(LEARNER, 'aal1') })).toBeNull();
    expect(reads).toEqual(['/rest/v1/users']);
  });

  it('renders nothing without a token, or with one the backend did not sign', async () => {
    expect(await render({ url: '/admin', backend })).toBeNull();
    expect(await render({ url: '/admin', backend, accessToken: 'forged.token.here' })).toBeNull();
  });

  it('leaves the other tabs to the browser, reading nothing for them', async () => {
    expect(await render({ url: '/admin?tab=orders', backend, accessToken: jwt(ADMIN, 'aal2') })).toBeNull();
    expect(reads).toEqual(['/rest/v1/users']);
  });

  it('renders no other page of the remote', async () => {
    expect(await render({ url: '/studio', backend, accessToken: jwt(ADMIN, 'aal2') })).toBeNull();
    expect(await render({ url: '/admin/courses/1', backend, accessToken: jwt(ADMIN, 'aal2') })).toBeNull();
  });
});
