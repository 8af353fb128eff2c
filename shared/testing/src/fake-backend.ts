import { vi } from 'vitest';
import { initSupabase } from '@shared/platform/supabase/init';
import { fakeWire } from './wire-fake.ts';

export const FAKE_BACKEND = 'http://127.0.0.1:9';

/** One request the page sent: path after the backend (e.g. `/rest/v1/rpc/admin_list_orders`), query and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** What the fake answers: a status and a JSON body, or a promise of one (never settling = still loading). */
export type FakeAnswer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * The fake backend (wire-fake.ts) scripted by one function of the request, as the admin's tests use it: the
 * requests a component makes (rpc names and arguments, filters) are what the tests check, and the answers are
 * shaped like PostgREST's.
 */
export function startFakeBackend(answer: (request: SentRequest) => FakeAnswer) {
  const sent: SentRequest[] = [];
  // Made once per test file (initSupabase keeps the first client); only fetch changes per test.
  initSupabase({ supabaseUrl: FAKE_BACKEND, supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` });
  fakeWire(({ method, url, body }) => {
    const request = { method, path: url.pathname, search: url.searchParams, body };
    sent.push(request);
    return answer(request);
  });
  return {
    sent,
    /** The requests to one path, in order. */
    to: (path: string) => sent.filter((r) => r.path === path),
    stop: () => vi.unstubAllGlobals(),
  };
}

/** A business-rule refusal as local-supabase and PostgREST send it. */
export const ruleError = (key: string) => ({ status: 400, body: { code: 'P0001', message: key, details: null, hint: null } });
