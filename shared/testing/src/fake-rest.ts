import { vi } from 'vitest';
import { initSupabase } from '@shared/platform/supabase/init';
import { fakeWire, type WireAnswer } from './wire-fake.ts';

export const FAKE_SUPABASE_URL = 'http://127.0.0.1:54321';

export interface SeenRequest {
  method: string;
  /** Path and decoded query after /rest/v1, e.g. `/orders?select=…`. */
  path: string;
  body: unknown;
}

export type FakeAnswer = WireAnswer;

type Handler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A PostgREST-shaped refusal, as the selling contract raises business rules. */
export function postgrestError(status: number, code: string, message: string): FakeAnswer {
  return { status, body: { code, message, details: null, hint: null } };
}

/**
 * The fake backend (wire-fake.ts) as a scripted PostgREST, as the learner's tests use it: each request, by its
 * path and decoded query after /rest/v1, is answered by the handler with what the real server sends, and recorded.
 * One client per test file (as in the app; initSupabase keeps the first); each test brings its own handler.
 */
export function fakeRest(handler: Handler): { seen: SeenRequest[]; restore: () => void } {
  const seen: SeenRequest[] = [];
  fakeWire(({ method, url, body }) => {
    const request = { method, path: `${url.pathname.replace('/rest/v1', '')}${decodeURIComponent(url.search)}`, body };
    seen.push(request);
    return handler(request);
  });
  initSupabase({ supabaseUrl: FAKE_SUPABASE_URL, supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` });
  return { seen, restore: () => vi.unstubAllGlobals() };
}
