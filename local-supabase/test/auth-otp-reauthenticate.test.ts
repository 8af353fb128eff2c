import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { latestMail } from './mailbox.ts';

// GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION on (hosted's "secure password change").
// Hosted's rule alone (24-hour sessions); test/auth-brute-force.test.ts covers the local, stricter one.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true', LOCAL_SUPABASE_PASSWORD_CHANGE_REQUIRES_PROOF: 'false' },
  });
});
afterAll(async () => {
  await server.stop();
});

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  await serviceClient(server).auth.admin.createUser({ email, password, email_confirm: true });
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** GoTrue asks for the nonce only from a session signed in more than 24 hours ago. */
async function ageSessions(email: string): Promise<void> {
  await server.db.transaction(null, (tx) =>
    tx.query(
      `update auth.sessions set created_at = now() - interval '25 hours'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    ),
  );
}

describe('reauthenticate() and the password nonce', () => {
  it('changes the password of a fresh session without a nonce', async () => {
    const client = await signedIn('fresh-session@example.com', 'secret-123');
    expect((await client.auth.updateUser({ password: 'secret-456' })).error).toBeNull();
  });

  it('asks an old session for the nonce; reauthenticate() mails it; a wrong one is refused; the right one works once', async () => {
    const email = 'old-session@example.com';
    const client = await signedIn(email, 'secret-123');
    await ageSessions(email);

    const without = await client.auth.updateUser({ password: 'secret-456' });
    expect(without.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });

    const sent = await client.auth.reauthenticate();
    expect(sent.error).toBeNull();
    const mail = await latestMail(server.url, email);
    expect(mail?.kind).toBe('reauthentication');
    expect(mail?.link).toBe('');
    expect(mail?.token).toMatch(/^\d{6}$/);
    const { data: afterSend } = await serviceClient(server).auth.admin.listUsers();
    expect(afterSend.users.find((u) => u.email === email)).toHaveProperty('reauthentication_sent_at');

    const wrongNonce = (mail?.token ?? '') === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ password: 'secret-456', nonce: wrongNonce });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });

    expect((await client.auth.updateUser({ password: 'secret-456', nonce: mail?.token ?? '' })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: 'secret-456' })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'secret-789', nonce: mail?.token ?? '' });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('refuses a nonce past MAILER_OTP_EXP', async () => {
    const email = 'stale-nonce@example.com';
    const client = await signedIn(email, 'secret-123');
    await ageSessions(email);
    await client.auth.reauthenticate();
    const mail = await latestMail(server.url, email);
    await server.db.transaction(null, (tx) =>
      tx.query(`update auth.users set reauthentication_sent_at = now() - interval '3601 seconds' where email = $1`, [email]),
    );
    const stale = await client.auth.updateUser({ password: 'secret-456', nonce: mail?.token ?? '' });
    expect(stale.error?.code).toBe('reauthentication_not_valid');
  });

  it('needs a signed-in user', async () => {
    const { error } = await anonClient(server).auth.reauthenticate();
    expect(error?.name).toBe('AuthSessionMissingError');
  });
});
