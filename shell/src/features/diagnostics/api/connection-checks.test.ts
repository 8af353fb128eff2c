import { beforeEach, describe, expect, it, vi } from 'vitest';
import { th } from '@shared/messages';
import { diagnosticsText } from '../diagnostics-messages.ts';
import { checkAuth } from './connection-checks.ts';

const { getSession, loadSiteClient, authClient } = vi.hoisted(() => {
  const getSession = vi.fn();
  return {
    getSession,
    loadSiteClient: vi.fn(() => Promise.resolve({ auth: { getSession } })),
    authClient: { loaded: true },
  };
});
vi.mock('@shared/platform/bootstrap/site-client', () => ({ loadSiteClient }));
vi.mock('@shared/platform/supabase', () => ({ hasAuthClient: () => authClient.loaded }));

const settings = { supabaseUrl: 'http://127.0.0.1:54321/', supabaseAnonKey: 'anon-key' };

function answering(status: number): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response('{}', { status })));
}

describe('checkAuth', () => {
  beforeEach(() => {
    authClient.loaded = true;
    loadSiteClient.mockClear();
    getSession.mockReset();
    getSession.mockResolvedValue({ data: { session: null }, error: null });
  });

  it('on a page without the auth client (a visitor’s), reports no session without loading the client', async () => {
    authClient.loaded = false;
    const result = await checkAuth(settings, answering(200));
    expect(result).toEqual({ id: 'auth', ok: true, detail: diagnosticsText.sessionNone });
    expect(loadSiteClient).not.toHaveBeenCalled();
  });

  it('asks the auth service itself, with the anon key, before reading the session', async () => {
    const fetchImpl = answering(200);
    const result = await checkAuth(settings, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/auth/v1/health',
      expect.objectContaining({ headers: { apikey: 'anon-key' } }),
    );
    expect(result).toEqual({ id: 'auth', ok: true, detail: diagnosticsText.sessionNone });
  });

  it('fails while the backend is unreachable, even with a session stored in the browser', async () => {
    getSession.mockResolvedValue({ data: { session: { user: { id: 'u1', email: 'a@b.c' } } }, error: null });
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await checkAuth(settings, fetchImpl)).toEqual({ id: 'auth', ok: false, detail: th.errors.network });
  });

  it('fails when the service answers with an error status', async () => {
    expect(await checkAuth(settings, answering(503))).toEqual({ id: 'auth', ok: false, detail: diagnosticsText.authUnreachable(503) });
    expect(getSession).not.toHaveBeenCalled();
  });

  it('says so in Thai when the service does not answer in time', async () => {
    const fetchImpl = vi.fn(() => Promise.reject(new DOMException('timed out', 'TimeoutError'))) as unknown as typeof fetch;
    expect(await checkAuth(settings, fetchImpl)).toEqual({ id: 'auth', ok: false, detail: diagnosticsText.authTimeout });
  });

  it('fails without a backend address instead of calling a relative URL', async () => {
    const fetchImpl = answering(200);
    expect((await checkAuth(null, fetchImpl)).ok).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
