import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { getAuthState, resetAuthBusForTests, startAuthBus, startAuthBusSignedOut } from 'shared/auth';
import { AUTH_STORAGE_KEY, initSupabase, resetSupabaseForTests } from 'shared/supabase';

/**
 * For the checkout's component tests: the site's real client against a fake
 * backend. Each handler answers one path (`rpc/get_order`, `orders`,
 * `storage/v1/object/…`) with what PostgREST or Storage would; every request
 * is recorded, so a test can say what was (or was not) sent.
 */
export type Handler = (request: { url: URL; body: unknown }) => { status?: number; json: unknown };
export type SeenRequest = { path: string; url: URL; body: unknown };

const BACKEND = 'http://127.0.0.1:54321';
const ANON = `${'a'.repeat(40)}.${'b'.repeat(20)}`;
export const LEARNER_ID = '11111111-2222-3333-4444-555555555555';

/** A PostgREST refusal of a business rule, as the selling contract has it. */
export const refused = (key: string) => ({ status: 400, json: { code: 'P0001', message: key, details: null, hint: null } });

export function stubBackend(handlers: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const path = url.pathname.replace(/^\/(rest|auth)\/v1\//, '').replace(/^\/storage\/v1\//, 'storage/');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    seen.push({ path, url, body });
    const handler =
      handlers[path] ??
      Object.entries(handlers).find(([prefix]) => prefix.endsWith('*') && path.startsWith(prefix.slice(0, -1)))?.[1] ??
      SIGNED_IN_LEARNER[path];
    const answer = handler ? handler({ url, body }) : { json: [] };
    return Promise.resolve(new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return seen;
}

/**
 * What the auth bus reads for any signed-in learner: their users row. Without it the bus would take
 * the member for deleted and recheck the session (decision 0029).
 */
const SIGNED_IN_LEARNER: Record<string, Handler> = {
  users: () => ({ json: [{ id: LEARNER_ID, email: 'learner@riancode.dev', name: 'ผู้เรียน', role: 'user', status: 'active' }] }),
};

/** A learner with a stored session, as the shell would have started the page. */
export async function startSignedIn(): Promise<void> {
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'learner.jwt.token',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: LEARNER_ID, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
    }),
  );
  const client = initSupabase({ supabaseUrl: BACKEND, supabaseAnonKey: ANON });
  startAuthBus(client.auth);
  await waitFor(() => expect(getAuthState().status).toBe('signedIn'));
}

export function startSignedOut(): void {
  startAuthBusSignedOut();
}

export function resetCheckoutTestBackend(): void {
  vi.unstubAllGlobals();
  resetAuthBusForTests();
  resetSupabaseForTests();
  localStorage.clear();
}

/** The catalogue's row of a paid course. */
export const paidCourse = {
  id: 3, title: 'Docker และ Kubernetes', description: 'คอนเทนเนอร์', image_url: null, instructor_id: 2, category: 'devops', level: 'intermediate',
  price: 2490, instructor_name: 'อ.ณัฐพล', lessons_count: 10, duration_minutes: 300, students_count: 10, rating_avg: 4.5, reviews_count: 2,
};

/** A `get_order` answer for a pending order of that course. */
export function orderDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 41, order_number: 'RC-20261123-000041', user_id: LEARNER_ID, course_id: 3, status: 'pending',
    subtotal: 2490, discount: 249, total: 2241, coupon_id: 1, coupon_code: 'WELCOME10',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), paid_at: null, paid_via: null,
    created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    course_title: 'Docker และ Kubernetes', course_image_url: null, promptpay_id: '0812345678', school_name: 'โรงเรียนเรียนโค้ด',
    seconds_left: 1800, latest_slip: null, receipt_number: null,
    ...overrides,
  };
}
