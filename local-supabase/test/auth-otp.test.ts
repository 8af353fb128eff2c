import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, pkceClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { followLink, fragmentParams, latestMail } from './mailbox.ts';

// `open`: the default (autoconfirm, like `supabase start`); `confirming`: e-mail confirmation on,
// hosted's one e-mail per minute, and 8-digit codes.
let open: TestServer;
let confirming: TestServer;
const APP = 'http://localhost:5173/auth/callback';
const EXPIRED = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' };

beforeAll(async () => {
  [open, confirming] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { MAILER_AUTOCONFIRM: 'false', GOTRUE_SMTP_MAX_FREQUENCY: '60s', MAILER_OTP_LENGTH: '8' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([open.stop(), confirming.stop()]);
});

describe('signInWithOtp with an e-mail (POST /otp)', () => {
  it('signs a new address up and mails a magic link with a 6-digit code; the code signs in once', async () => {
    const email = 'otp-new@example.com';
    const client = anonClient(open, 'implicit');
    const sent = await client.auth.signInWithOtp({ email, options: { data: { name: 'ผู้เรียน OTP' }, emailRedirectTo: APP } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });

    const mail = await latestMail(open.url, email);
    expect(mail?.kind).toBe('magiclink');
    expect(mail?.token).toMatch(/^\d{6}$/);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(APP);

    const verified = await client.auth.verifyOtp({ email, token: mail?.token ?? '', type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user).toMatchObject({ email, user_metadata: { name: 'ผู้เรียน OTP' } });
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const again = await anonClient(open).auth.verifyOtp({ email, token: mail?.token ?? '', type: 'email' });
    expect(again.error).toMatchObject(EXPIRED);
    // The link is the same token: spent too.
    expect(fragmentParams(await followLink(mail?.link ?? '')).get('error_code')).toBe('otp_expired');
  });

  it('answers an unknown address with shouldCreateUser: false as a known one (no enumeration, decision 0041) and mails nothing', async () => {
    const email = 'otp-nobody@example.com';
    const { data, error } = await anonClient(open).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect(await latestMail(open.url, email)).toBeUndefined();
  });

  it('signs an existing member in through the mailed link (implicit: session in the fragment)', async () => {
    const email = 'otp-link@example.com';
    await serviceClient(open).auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const client = anonClient(open, 'implicit');
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: APP } })).error).toBeNull();
    const mail = await latestMail(open.url, email);
    const target = await followLink(mail?.link ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(APP);
    const fragment = fragmentParams(target);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();
    // The code of a spent link is spent too.
    expect((await client.auth.verifyOtp({ email, token: mail?.token ?? '', type: 'magiclink' })).error).toMatchObject(EXPIRED);
  });

  it('answers a PKCE client with a code on the redirect (pkce_ token in the link)', async () => {
    const email = 'otp-pkce@example.com';
    const { client } = pkceClient(open);
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: APP } })).error).toBeNull();
    const mail = await latestMail(open.url, email);
    expect(new URL(mail?.link ?? '').searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const target = await followLink(mail?.link ?? '');
    const exchanged = await client.auth.exchangeCodeForSession(target.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('refuses a wrong code, and a code whose MAILER_OTP_EXP has passed', async () => {
    const email = 'otp-expiry@example.com';
    await anonClient(open).auth.signInWithOtp({ email });
    const mail = await latestMail(open.url, email);
    const wrong = (mail?.token ?? '') === '000000' ? '111111' : '000000';
    expect((await anonClient(open).auth.verifyOtp({ email, token: wrong, type: 'email' })).error).toMatchObject(EXPIRED);
    // An hour and a second later (GOTRUE_MAILER_OTP_EXP defaults to 3600 s).
    await open.db.transaction(null, (tx) =>
      tx.query(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where email = $1`, [email]),
    );
    expect((await anonClient(open).auth.verifyOtp({ email, token: mail?.token ?? '', type: 'magiclink' })).error).toMatchObject(EXPIRED);
  });

  it('verifies the recovery e-mail by its code (type recovery): PASSWORD_RECOVERY, then a new password', async () => {
    const email = 'otp-recovery@example.com';
    await serviceClient(open).auth.admin.createUser({ email, password: 'forgotten-1', email_confirm: true });
    expect((await anonClient(open).auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(open.url, email);
    expect(mail?.kind).toBe('recovery');
    const client = anonClient(open);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    expect((await client.auth.verifyOtp({ email, token: mail?.token ?? '', type: 'recovery' })).error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'remembered-2' })).error).toBeNull();
    expect((await anonClient(open).auth.signInWithPassword({ email, password: 'remembered-2' })).error).toBeNull();
  });

  it('asks for the whole request shape as GoTrue does', async () => {
    const response = await fetch(`${open.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: open.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email', token: '123456', token_hash: 'abc', email: 'x@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Verify requires either a token or a token hash' });
    const noEmail = await anonClient(open).auth.verifyOtp({ token_hash: 'nope', type: 'magiclink' });
    expect(noEmail.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });
});

describe('with e-mail confirmation, the minute limit and 8-digit codes', () => {
  it('mails a new address the sign-up confirmation; its code (type signup) confirms and signs in', async () => {
    const email = 'otp-confirm@example.com';
    const client = anonClient(confirming);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(confirming.url, email);
    expect(mail?.kind).toBe('signup');
    expect(mail?.token).toMatch(/^\d{8}$/);
    const verified = await client.auth.verifyOtp({ email, token: mail?.token ?? '', type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('limits e-mails to one a minute per address: over_email_send_rate_limit', async () => {
    const email = 'otp-twice@example.com';
    await serviceClient(confirming).auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect((await anonClient(confirming).auth.signInWithOtp({ email })).error).toBeNull();
    const second = await anonClient(confirming).auth.signInWithOtp({ email });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    // Recovery shares the magic link's timer, as on GoTrue.
    const recovery = await anonClient(confirming).auth.resetPasswordForEmail(email);
    expect(recovery.error?.code).toBe('over_email_send_rate_limit');
  });

  it('resends the sign-up confirmation (POST /resend) with a new code; the old one no longer works', async () => {
    const email = 'otp-resend@example.com';
    await anonClient(confirming).auth.signUp({ email, password: 'secret-123' });
    const first = await latestMail(confirming.url, email);
    // A minute later (the limit counts from confirmation_sent_at).
    await confirming.db.transaction(null, (tx) =>
      tx.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`, [email]),
    );
    expect((await anonClient(confirming).auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await latestMail(confirming.url, email);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.kind).toBe('signup');
    expect((await anonClient(confirming).auth.verifyOtp({ email, token: first?.token ?? '', type: 'signup' })).error).toMatchObject(
      EXPIRED,
    );
    expect((await anonClient(confirming).auth.verifyOtp({ email, token: second?.token ?? '', type: 'signup' })).error).toBeNull();
    // Confirmed now: resending answers 200 and mails nothing, as it does for an unknown address.
    expect((await anonClient(confirming).auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await latestMail(confirming.url, email))?.id).toBe(second?.id);
    expect((await anonClient(confirming).auth.resend({ type: 'signup', email: 'otp-ghost@example.com' })).error).toBeNull();
  });

  it('counts e-mails per hour (RATE_LIMIT_EMAIL_PER_HOUR): 429 over_email_send_rate_limit', async () => {
    const strict = await startTestServer({ env: { RATE_LIMIT_EMAIL_PER_HOUR: '2' } });
    try {
      for (const n of [1, 2]) expect((await anonClient(strict).auth.signInWithOtp({ email: `hourly-${n}@example.com` })).error).toBeNull();
      const third = await anonClient(strict).auth.signInWithOtp({ email: 'hourly-3@example.com' });
      expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    } finally {
      await strict.stop();
    }
  });

  it('refuses an unknown resend type as GoTrue words it', async () => {
    const response = await fetch(`${confirming.url}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: confirming.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', email: 'x@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
  });
});
