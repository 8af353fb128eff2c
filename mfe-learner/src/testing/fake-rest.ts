import { vi } from 'vitest';
import { initSupabase } from '@shared/platform/supabase/init';

export const FAKE_SUPABASE_URL = 'http://127.0.0.1:54321';

export interface SeenRequest {
  method: string;
  /** Path and decoded query after /rest/v1, e.g. `/orders?select=…`. */
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A PostgREST-shaped refusal, as the selling contract raises business rules. */
export function postgrestError(status: number, code: string, message: string): FakeAnswer {
  return { status, body: { code, message, details: null, hint: null } };
}

let current: { handler: Handler; seen: SeenRequest[] } | null = null;
let clientReady = false;

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!current) throw new TypeError('Failed to fetch: no fake server in this test');
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const text = typeof init?.body === 'string' ? init.body : '';
  const request: SeenRequest = {
    method: init?.method ?? 'GET',
    path: `${url.pathname.replace('/rest/v1', '')}${decodeURIComponent(url.search)}`,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
  current.seen.push(request);
  const reply = await current.handler(request);
  return new Response(JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
}

/**
 * The site's real Supabase client (supabase-js and the query layer's zod
 * schemas) against a scripted PostgREST: each request is answered by the
 * handler with what the real server sends, and recorded, so component tests
 * meet the exact wire shapes without a running backend. One client per test
 * file (as in the app); each test brings its own handler.
 */
export function fakeRest(handler: Handler): { seen: SeenRequest[]; restore: () => void } {
  const seen: SeenRequest[] = [];
  current = { handler, seen };
  vi.stubGlobal('fetch', answer);
  if (!clientReady) {
    initSupabase({ supabaseUrl: FAKE_SUPABASE_URL, supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` });
    clientReady = true;
  }
  return {
    seen,
    restore: () => {
      current = null;
      vi.unstubAllGlobals();
    },
  };
}
