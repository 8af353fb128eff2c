import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, pkceClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { followLink, fragmentParams, latestMail } from './mailbox.ts';

// `secure`: e-mail confirmation and secure e-mail change on (hosted's defaults);
// `single`: GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED off, only the new address confirms.
let secure: TestServer;
let single: TestServer;
const APP = 'http://localhost:5173/profile';
const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

beforeAll(async () => {
  [secure, single] = await Promise.all([
    startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } }),
    startTestServer({ env: { MAILER_AUTOCONFIRM: 'false', GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: 'false' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([secure.stop(), single.stop()]);
});

async function signedIn(server: TestServer, email: string) {
  await serviceClient(server).auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: 'secret-123' });
  if (error) throw error;
  return client;
}

describe('e-mail change with confirmation (PUT /user, then /verify)', () => {
  it('shows new_email and email_change_sent_at, mails both addresses, and changes only after both codes', async () => {
    const client = await signedIn(secure, 'change-from@example.com');
    const pending = await client.auth.updateUser({ email: 'change-to@example.com' });
    expect(pending.error).toBeNull();
    expect(pending.data.user).toMatchObject({ email: 'change-from@example.com', new_email: 'change-to@example.com' });
    expect(pending.data.user?.email_change_sent_at).toBeTruthy();

    const toNew = await latestMail(secure.url, 'change-to@example.com');
    const toCurrent = await latestMail(secure.url, 'change-from@example.com');
    expect([toNew?.kind, toCurrent?.kind]).toEqual(['email_change', 'email_change']);
    expect(toNew?.token).not.toBe(toCurrent?.token);

    // The code of one address does not work with the other.
    const crossed = await anonClient(secure).auth.verifyOtp({
      email: 'change-to@example.com',
      token: toCurrent?.token ?? '',
      type: 'email_change',
    });
    expect(crossed.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });

    const first = await fetch(`${secure.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: secure.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email: 'change-from@example.com', token: toCurrent?.token }),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: ACCEPTED, code: '200' });
    expect((await client.auth.getUser()).data.user?.email).toBe('change-from@example.com');

    const second = await client.auth.verifyOtp({ email: 'change-to@example.com', token: toNew?.token ?? '', type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe('change-to@example.com');
    expect(second.data.user?.new_email).toBeUndefined();
    expect((await anonClient(secure).auth.signInWithPassword({ email: 'change-to@example.com', password: 'secret-123' })).error).toBeNull();
  });

  it('follows the two links in a PKCE client: the first redirects with the message, the second with a code', async () => {
    const email = 'pkce-from@example.com';
    await serviceClient(secure).auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const { client } = pkceClient(secure);
    await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect((await client.auth.updateUser({ email: 'pkce-to@example.com' }, { emailRedirectTo: APP })).error).toBeNull();

    const first = await followLink((await latestMail(secure.url, 'pkce-to@example.com'))?.link ?? '');
    expect(first.searchParams.get('message')).toBe(ACCEPTED);
    expect(fragmentParams(first).get('message')).toBe(ACCEPTED);
    const second = await followLink((await latestMail(secure.url, email))?.link ?? '');
    const exchanged = await client.auth.exchangeCodeForSession(second.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('pkce-to@example.com');
  });

  it('resends both e-mails of a pending change (resend type email_change); the old codes stop working', async () => {
    const client = await signedIn(secure, 'resend-from@example.com');
    await client.auth.updateUser({ email: 'resend-to@example.com' });
    const old = await latestMail(secure.url, 'resend-to@example.com');
    expect((await anonClient(secure).auth.resend({ type: 'email_change', email: 'resend-from@example.com' })).error).toBeNull();
    const fresh = await latestMail(secure.url, 'resend-to@example.com');
    expect(fresh?.id).not.toBe(old?.id);
    const stale = await anonClient(secure).auth.verifyOtp({
      email: 'resend-to@example.com',
      token: old?.token ?? '',
      type: 'email_change',
    });
    expect(stale.error?.code).toBe('otp_expired');
    expect(
      (await anonClient(secure).auth.verifyOtp({ email: 'resend-to@example.com', token: fresh?.token ?? '', type: 'email_change' })).error,
    ).toBeNull();
  });

  it('refuses an address another account has (email_exists)', async () => {
    const client = await signedIn(secure, 'squatter@example.com');
    const { error } = await client.auth.updateUser({ email: 'learner@riancode.dev' });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('with secure e-mail change off, mails only the new address and one code changes it', async () => {
    const client = await signedIn(single, 'solo-from@example.com');
    await client.auth.updateUser({ email: 'solo-to@example.com' });
    const toCurrent = await latestMail(single.url, 'solo-from@example.com');
    expect(toCurrent?.kind).not.toBe('email_change');
    const toNew = await latestMail(single.url, 'solo-to@example.com');
    const verified = await client.auth.verifyOtp({ email: 'solo-to@example.com', token: toNew?.token ?? '', type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('solo-to@example.com');
  });
});
