import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { getAuthState, resetAuthBusForTests, startAuthBus, startAuthBusSignedOut } from '@shared/platform/auth';
import { AUTH_STORAGE_KEY, resetSupabaseForTests } from '@shared/platform/supabase';
import { initSupabase } from '@shared/platform/supabase/init';
import { fakeWire, isFaked } from './wire-fake.ts';

/**
 * For a remote's component tests (the catalogue's, the lesson page's): the site's real client against the fake
 * backend (wire-fake.ts). Each handler answers one path (`rpc/get_order`, `orders`,
 * `storage/v1/object/…`) with what PostgREST or Storage would; every request
 * is recorded, so a test can say what was (or was not) sent.
 */
export type Answer = { status?: number; json: unknown; headers?: Record<string, string> };
/** An answer now, or later (a promise the test resolves, to hold one request back while others answer). */
export type Handler = (request: { url: URL; body: unknown }) => Answer | Promise<Answer>;
export type SeenRequest = { path: string; url: URL; body: unknown };

const BACKEND = 'http://127.0.0.1:54321';
const ANON = `${'a'.repeat(40)}.${'b'.repeat(20)}`;
export const LEARNER_ID = '11111111-2222-3333-4444-555555555555';

/** A PostgREST refusal of a business rule, as the selling contract has it. */
export const refused = (key: string) => ({ status: 400, json: { code: 'P0001', message: key, details: null, hint: null } });

export function stubBackend(handlers: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  fakeWire(async ({ url, body }) => {
    const path = url.pathname.replace(/^\/(rest|auth)\/v1\//, '').replace(/^\/storage\/v1\//, 'storage/');
    seen.push({ path, url, body });
    const handler =
      handlers[path] ??
      Object.entries(handlers).find(([prefix]) => prefix.endsWith('*') && path.startsWith(prefix.slice(0, -1)))?.[1] ??
      SIGNED_IN_LEARNER[path];
    const answer = handler ? await handler({ url, body }) : { json: [] };
    return { status: answer.status, body: answer.json, headers: answer.headers };
  });
  return seen;
}

/**
 * What the auth bus reads for any signed-in learner: their users row. Without it the bus would take
 * the member for deleted and recheck the session (decision 0029).
 */
let member = { id: LEARNER_ID, role: 'user' };
const SIGNED_IN_LEARNER: Record<string, Handler> = {
  users: () => ({ json: [{ id: member.id, email: 'learner@riancode.dev', name: 'ผู้เรียน', role: member.role, status: 'active' }] }),
};

/** A member with a stored session (the learner unless `userId` says otherwise), as the shell would have started the page. */
export async function startSignedIn(userId: string = LEARNER_ID, role: 'user' | 'admin' = 'user'): Promise<void> {
  member = { id: userId, role };
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'learner.jwt.token',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: {
        id: userId,
        aud: 'authenticated',
        role: 'authenticated',
        app_metadata: {},
        user_metadata: {},
        created_at: new Date().toISOString(),
      },
    }),
  );
  // The bus reads the users row as it starts: a test that stubs its backend afterwards gets it answered meanwhile.
  if (!isFaked(globalThis.fetch)) stubBackend({});
  const client = initSupabase({ supabaseUrl: BACKEND, supabaseAnonKey: ANON });
  startAuthBus(client.auth);
  await waitFor(() => expect(getAuthState().status).toBe('signedIn'));
}

/** A visitor: the site's client without a session (reads go out with the anon key), and a signed-out bus. */
export function startSignedOut(): void {
  initSupabase({ supabaseUrl: BACKEND, supabaseAnonKey: ANON });
  startAuthBusSignedOut();
}

export function resetTestBackend(): void {
  vi.unstubAllGlobals();
  resetAuthBusForTests();
  resetSupabaseForTests();
  localStorage.clear();
}
