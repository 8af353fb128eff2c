import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  // Reuse interval 0: a replayed refresh token is always treated as stolen (hosted default is 10 s, tested below too).
  server = await startTestServer({ env: { REFRESH_TOKEN_REUSE_INTERVAL: '0' } });
});
afterAll(async () => {
  await server.stop();
});

async function newAccount(email: string, password = 'secret-123') {
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, session: data.session };
}

async function refreshRaw(refreshToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('refresh tokens', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const { client, session } = await newAccount('rotate@example.com');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const sessionId = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { session_id: string }).session_id;
    expect(sessionId(data.session?.access_token ?? '')).toBe(sessionId(session.access_token));
    expect((await client.auth.getUser()).data.user?.email).toBe('rotate@example.com');
  });

  it('detects reuse of a rotated token and revokes the whole session family', async () => {
    const { session } = await newAccount('reuse@example.com');
    const first = await refreshRaw(session.refresh_token);
    expect(first.status).toBe(200);
    const child = String(first.body['refresh_token']);

    const replay = await refreshRaw(session.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body['code']).toBe('refresh_token_already_used');

    const afterTheft = await refreshRaw(child);
    expect(afterTheft.status).toBe(400);
    expect(afterTheft.body['code']).toBe('refresh_token_not_found');

    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('treats a replay within the reuse interval as a retry', async () => {
    const lenient = await startTestServer({ env: { REFRESH_TOKEN_REUSE_INTERVAL: '10' } });
    try {
      const client = anonClient(lenient);
      const { data } = await client.auth.signUp({ email: 'retry@example.com', password: 'secret-123' });
      const token = data.session?.refresh_token ?? '';
      const post = (t: string) =>
        fetch(`${lenient.url}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { apikey: lenient.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: t }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
      const first = await post(token);
      const retry = await post(token);
      expect(retry.status).toBe(200);
      expect(retry.body['refresh_token']).toBe(first.body['refresh_token']);
    } finally {
      await lenient.stop();
    }
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const result = await refreshRaw('no-such-token');
    expect(result.status).toBe(400);
    expect(result.body['code']).toBe('refresh_token_not_found');
  });
});

describe('sign-out scopes', () => {
  async function threeSessions(email: string) {
    const password = 'secret-123';
    await anonClient(server).auth.signUp({ email, password });
    const sessions = [anonClient(server), anonClient(server), anonClient(server)];
    for (const client of sessions) {
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
    }
    return sessions;
  }
  const stillValid = async (client: ReturnType<typeof anonClient>): Promise<boolean> => {
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token ?? '';
    const response = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } });
    return response.status === 200;
  };

  it('local ends only this session', async () => {
    const [a, b, c] = await threeSessions('scope-local@example.com');
    if (!a || !b || !c) throw new Error('no sessions');
    const validB = await b.auth.getSession();
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect(validB.data.session).not.toBeNull();
    expect(await stillValid(b)).toBe(true);
    expect(await stillValid(c)).toBe(true);
  });

  it('others ends every other session and keeps this one', async () => {
    const [a, b, c] = await threeSessions('scope-others@example.com');
    if (!a || !b || !c) throw new Error('no sessions');
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await stillValid(a)).toBe(true);
    expect(await stillValid(b)).toBe(false);
    expect(await stillValid(c)).toBe(false);
  });

  it('global ends every session of the user', async () => {
    const [a, b, c] = await threeSessions('scope-global@example.com');
    if (!a || !b || !c) throw new Error('no sessions');
    const before = (await b.auth.getSession()).data.session?.refresh_token ?? '';
    expect((await a.auth.signOut()).error).toBeNull();
    expect(await stillValid(b)).toBe(false);
    expect(await stillValid(c)).toBe(false);
    expect((await refreshRaw(before)).status).toBe(400);
  });
});

describe('getUser and updateUser', () => {
  it('merges user_metadata and changes the password', async () => {
    const { client } = await newAccount('update-me@example.com', 'old-secret');
    const updated = await client.auth.updateUser({ data: { name: 'ชื่อใหม่' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'ชื่อใหม่' });

    const same = await client.auth.updateUser({ password: 'old-secret', current_password: 'old-secret' });
    expect(same.error?.code).toBe('same_password');

    expect((await client.auth.updateUser({ password: 'new-secret', current_password: 'old-secret' })).error).toBeNull();
    const oldPassword = await anonClient(server).auth.signInWithPassword({ email: 'update-me@example.com', password: 'old-secret' });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await anonClient(server).auth.signInWithPassword({ email: 'update-me@example.com', password: 'new-secret' });
    expect(newPassword.error).toBeNull();
    expect(newPassword.data.user?.user_metadata).toMatchObject({ name: 'ชื่อใหม่' });
  });

  it('keeps a changed e-mail pending even with autoconfirm (confirmed from both addresses, decision 0041) and refuses a taken one', async () => {
    const { client } = await newAccount('old-address@example.com');
    const changed = await client.auth.updateUser({ email: 'new-address@example.com' });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({ email: 'old-address@example.com', new_email: 'new-address@example.com' });
    const taken = await client.auth.updateUser({ email: 'learner@riancode.dev' });
    expect(taken.error?.code).toBe('email_exists');
  });

  it('refuses a weak new password with weak_password', async () => {
    const { client } = await newAccount('weak-update@example.com');
    const { error } = await client.auth.updateUser({ password: '123' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });
});
