import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import { loadConfig } from '../src/config.ts';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { latestMail } from './mailbox.ts';

// Issue 27 (decision 0041): codes cannot be guessed, account changes need the second factor and a
// proof of the password, passwords are not guessable, and no answer tells who has an account.
// `guarded`: the product's defaults for what is tested here; `strict`: tiny per-IP buckets.
let guarded: TestServer;
let strict: TestServer;
let confirming: TestServer;

const STRONG = 'Kanom-Krok#Lampang7';
const STRONGER = 'Som-Tam+Pla-Ra#2026';

beforeAll(async () => {
  const product = { LOCAL_SUPABASE_PASSWORD_MIN_SCORE: '3', GOTRUE_PASSWORD_MIN_LENGTH: '8' };
  [guarded, strict, confirming] = await Promise.all([
    startTestServer({ env: product }),
    startTestServer({
      env: { GOTRUE_RATE_LIMIT_VERIFY: '3', GOTRUE_RATE_LIMIT_OTP: '2', GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '3' },
    }),
    startTestServer({ env: { ...product, MAILER_AUTOCONFIRM: 'false' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([guarded.stop(), strict.stop(), confirming.stop()]);
});

const codeFor = (secret: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/** A 6-digit code that is none of the ones valid now (±1 step). */
const wrongCodeFor = (secret: string): string => {
  const valid = new Set([-30_000, 0, 30_000].map((d) => codeFor(secret, Date.now() + d)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
};
const otherThan = (code: string): string => (code === '000000' ? '111111' : '000000');

async function member(server: TestServer, email: string, password = STRONG): Promise<SupabaseClient> {
  const { error } = await serviceClient(server).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  const client = anonClient(server, 'implicit');
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`);
  return client;
}

/** A member with a verified TOTP factor, signed in again with the password only (aal1). */
async function mfaMember(server: TestServer, email: string): Promise<{ client: SupabaseClient; factorId: string; secret: string }> {
  const first = await member(server, email);
  const enrolled = await first.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
  if (enrolled.error) throw new Error(`enroll failed: ${enrolled.error.message}`);
  const verified = await first.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeFor(enrolled.data.totp.secret) });
  if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
  const client = anonClient(server, 'implicit');
  const signedIn = await client.auth.signInWithPassword({ email, password: STRONG });
  if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`);
  return { client, factorId: enrolled.data.id, secret: enrolled.data.totp.secret };
}

describe('per-IP token buckets (GOTRUE_RATE_LIMIT_VERIFY, _OTP, MFA challenge and verify)', () => {
  it('answers 429 over_request_rate_limit once the verify bucket is empty, even for the right code', async () => {
    const email = 'bucket-verify@example.com';
    await member(strict, email);
    expect((await anonClient(strict).auth.resetPasswordForEmail(email)).error).toBeNull();
    const code = (await latestMail(strict.url, email))?.token ?? '';
    for (let i = 0; i < 3; i += 1) {
      const { error } = await anonClient(strict).auth.verifyOtp({ email, token: otherThan(code), type: 'recovery' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const refused = await anonClient(strict).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(refused.data.session).toBeNull();
  });

  it('answers 429 past the /otp bucket', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await anonClient(strict).auth.signInWithOtp({ email: `bucket-otp-${i}@example.com` })).error).toBeNull();
    }
    const { error } = await anonClient(strict).auth.signInWithOtp({ email: 'bucket-otp-3@example.com' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('answers 429 past the MFA challenge-and-verify bucket', async () => {
    const client = await member(strict, 'bucket-mfa@example.com');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data?.id ?? '';
    for (let i = 0; i < 3; i += 1) expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.challenge({ factorId })).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('an e-mailed code is void after 5 wrong tries', () => {
  it('refuses the right recovery code after five wrong ones; a new code works', async () => {
    const email = 'void-recovery@example.com';
    await member(guarded, email);
    expect((await anonClient(guarded).auth.resetPasswordForEmail(email)).error).toBeNull();
    const code = (await latestMail(guarded.url, email))?.token ?? '';
    for (let i = 0; i < 5; i += 1) {
      const { error } = await anonClient(guarded).auth.verifyOtp({ email, token: otherThan(code), type: 'recovery' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const voided = await anonClient(guarded).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(voided.error).toMatchObject({ status: 403, code: 'otp_expired' });

    expect((await anonClient(guarded).auth.resetPasswordForEmail(email)).error).toBeNull();
    const fresh = (await latestMail(guarded.url, email))?.token ?? '';
    expect(fresh).not.toBe('');
    const accepted = await anonClient(guarded).auth.verifyOtp({ email, token: fresh, type: 'recovery' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.session?.access_token).toBeTruthy();
  });

  it('four wrong tries leave the code usable', async () => {
    const email = 'four-wrong@example.com';
    await member(guarded, email);
    await anonClient(guarded).auth.signInWithOtp({ email });
    const code = (await latestMail(guarded.url, email))?.token ?? '';
    for (let i = 0; i < 4; i += 1) await anonClient(guarded).auth.verifyOtp({ email, token: otherThan(code), type: 'email' });
    expect((await anonClient(guarded).auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
  });
});

describe('an MFA factor refuses verification after 5 wrong codes', () => {
  it('locks the factor (429 mfa_verification_rejected), whatever the challenge, even for the right code', async () => {
    const { client, factorId, secret } = await mfaMember(guarded, 'mfa-lock@example.com');
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.auth.mfa.verify({ factorId, challengeId, code: wrongCodeFor(secret) });
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const locked = await client.auth.mfa.verify({ factorId, challengeId, code: codeFor(secret) });
    expect(locked.error).toMatchObject({ status: 429, code: 'mfa_verification_rejected' });
    const another = await client.auth.mfa.challenge({ factorId });
    const stillLocked = await client.auth.mfa.verify({ factorId, challengeId: another.data?.id ?? '', code: codeFor(secret) });
    expect(stillLocked.error).toMatchObject({ status: 429, code: 'mfa_verification_rejected' });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });
});

describe('account changes with a second factor need aal2', () => {
  it('refuses an e-mail or password change from an aal1 session with 401 insufficient_aal; aal2 may', async () => {
    const { client, factorId, secret } = await mfaMember(guarded, 'aal2-needed@example.com');
    const insufficient = {
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    };
    expect((await client.auth.updateUser({ email: 'taken-over@example.com' })).error).toMatchObject(insufficient);
    expect((await client.auth.updateUser({ password: STRONGER, current_password: STRONG })).error).toMatchObject(insufficient);
    const { data } = await serviceClient(guarded).auth.admin.listUsers();
    expect(data.users.some((u) => u.email === 'taken-over@example.com' || u.new_email === 'taken-over@example.com')).toBe(false);

    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error).toBeNull();
    expect((await client.auth.updateUser({ password: STRONGER, current_password: STRONG })).error).toBeNull();
  });

  it('lets an aal1 session change its metadata', async () => {
    const { client } = await mfaMember(guarded, 'aal1-metadata@example.com');
    expect((await client.auth.updateUser({ data: { name: 'ชื่อ' } })).error).toBeNull();
  });
});

describe('an e-mail change is confirmed from both addresses, even with autoconfirm', () => {
  it('keeps the address until the codes of both the current and the new address are verified', async () => {
    const client = await member(guarded, 'change-both-from@example.com');
    const pending = await client.auth.updateUser({ email: 'change-both-to@example.com' });
    expect(pending.error).toBeNull();
    expect(pending.data.user).toMatchObject({ email: 'change-both-from@example.com', new_email: 'change-both-to@example.com' });
    const toCurrent = (await latestMail(guarded.url, 'change-both-from@example.com'))?.token ?? '';
    const toNew = (await latestMail(guarded.url, 'change-both-to@example.com'))?.token ?? '';

    const first = await client.auth.verifyOtp({ email: 'change-both-from@example.com', token: toCurrent, type: 'email_change' });
    expect(first.error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe('change-both-from@example.com');
    const second = await client.auth.verifyOtp({ email: 'change-both-to@example.com', token: toNew, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe('change-both-to@example.com');
  });
});

describe('a password change needs the current password or the reauthentication nonce', () => {
  it('refuses a change without either (400 reauthentication_needed) or with a wrong current password', async () => {
    const email = 'proof-needed@example.com';
    const client = await member(guarded, email);
    expect((await client.auth.updateUser({ password: STRONGER })).error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await client.auth.updateUser({ password: STRONGER, current_password: 'not-the-password' })).error).toMatchObject({
      status: 422,
      code: 'current_password_mismatch',
    });
    expect((await anonClient(guarded).auth.signInWithPassword({ email, password: STRONG })).error).toBeNull();

    expect((await client.auth.updateUser({ password: STRONGER, current_password: STRONG })).error).toBeNull();
    expect((await anonClient(guarded).auth.signInWithPassword({ email, password: STRONGER })).error).toBeNull();
  });

  it('accepts the nonce from reauthenticate() instead, once', async () => {
    const email = 'proof-nonce@example.com';
    const client = await member(guarded, email);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = (await latestMail(guarded.url, email))?.token ?? '';
    expect((await client.auth.updateUser({ password: STRONGER, nonce })).error).toBeNull();
    expect((await client.auth.updateUser({ password: STRONG, nonce })).error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
    });
  });

  it('a recovery session sets a new password without either (the e-mailed code was the proof)', async () => {
    const email = 'proof-recovery@example.com';
    await member(guarded, email);
    await anonClient(guarded).auth.resetPasswordForEmail(email);
    const code = (await latestMail(guarded.url, email))?.token ?? '';
    const client = anonClient(guarded, 'implicit');
    expect((await client.auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toBeNull();
    expect((await client.auth.updateUser({ password: STRONGER })).error).toBeNull();
  });
});

describe('password policy (weak_password)', () => {
  const weak = (reason: string) => ({ status: 422, code: 'weak_password', reasons: [reason] });

  it('refuses short and common passwords on sign-up, with hosted reasons', async () => {
    const signUp = (password: string) =>
      anonClient(guarded).auth.signUp({ email: `weak-${password.length}-${Math.abs(password.charCodeAt(0))}@example.com`, password });
    expect((await signUp('Ab#1234')).error).toMatchObject(weak('length'));
    expect((await signUp('123456')).error).toMatchObject(weak('length'));
    expect((await signUp('password')).error).toMatchObject({
      ...weak('pwned'),
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    });
    expect((await signUp('Password1')).error).toMatchObject(weak('pwned'));
    expect((await signUp(STRONG)).error).toBeNull();
  });

  it('refuses a weak new password on update; the demo passwords pass', async () => {
    const client = await member(guarded, 'weak-update@example.com');
    expect((await client.auth.updateUser({ password: 'qwerty123', current_password: STRONG })).error).toMatchObject(weak('pwned'));
    for (const demo of ['Admin#2026', 'Learner#2026', 'Instructor#2026']) {
      expect(
        (await anonClient(guarded).auth.signUp({ email: `demo-${demo.length}-${demo[0]}@example.com`, password: demo })).error,
      ).toBeNull();
    }
  });

  it('requires the GOTRUE_PASSWORD_REQUIRED_CHARACTERS groups (reason "characters")', async () => {
    const picky = await startTestServer({ env: { GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:0123456789' } });
    try {
      const { error } = await anonClient(picky).auth.signUp({ email: 'chars@example.com', password: 'no-digits-here' });
      expect(error).toMatchObject(weak('characters'));
    } finally {
      await picky.stop();
    }
  });

  it('the admin API checks the length only, as hosted', async () => {
    const { error } = await serviceClient(guarded).auth.admin.createUser({
      email: 'admin-made@example.com',
      password: 'password',
      email_confirm: true,
    });
    expect(error).toBeNull();
  });
});

describe('no account enumeration', () => {
  it('with confirmations on, sign-up of a taken address answers like a new one and mails nothing', async () => {
    const email = 'taken@example.com';
    await serviceClient(confirming).auth.admin.createUser({ email, password: STRONG, email_confirm: true });
    const taken = await anonClient(confirming).auth.signUp({ email, password: STRONGER });
    const fresh = await anonClient(confirming).auth.signUp({ email: 'untaken@example.com', password: STRONGER });
    expect(taken.error).toBeNull();
    expect(fresh.error).toBeNull();
    expect(taken.data.session).toBeNull();
    expect(Object.keys(taken.data.user ?? {}).sort()).toEqual(
      expect.arrayContaining(['id', 'email', 'aud', 'role', 'confirmation_sent_at']),
    );
    expect(taken.data.user?.email).toBe(email);
    expect(await latestMail(confirming.url, email)).toBeUndefined();
    expect((await anonClient(confirming).auth.signInWithPassword({ email, password: STRONG })).error).toBeNull();
  });

  it('signInWithOtp without creating users answers an unknown address as a known one', async () => {
    await member(guarded, 'otp-known@example.com');
    const known = await anonClient(guarded).auth.signInWithOtp({ email: 'otp-known@example.com', options: { shouldCreateUser: false } });
    const unknown = await anonClient(guarded).auth.signInWithOtp({
      email: 'otp-unknown@example.com',
      options: { shouldCreateUser: false },
    });
    expect(unknown).toEqual(known);
    expect(unknown.error).toBeNull();
  });
});

describe('HOST and JWT_SECRET', () => {
  it('refuses a non-loopback HOST with the public demo secret, naming what to set', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0 .*JWT_SECRET/);
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/JWT_SECRET/);
    // Naming the demo secret explicitly is the same public secret.
    expect(() => loadConfig({ HOST: '0.0.0.0', JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters-long' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('accepts it with a JWT_SECRET of its own, and loopback without', () => {
    expect(loadConfig({ HOST: '0.0.0.0', JWT_SECRET: 'a-project-secret-of-at-least-32-characters' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: 'localhost' }).HOST).toBe('localhost');
  });

  it('signs the anon and service_role keys with a JWT_SECRET of its own, the same keys in every process', async () => {
    const secret = 'a-project-secret-of-at-least-32-characters';
    const config = loadConfig({ HOST: '0.0.0.0', JWT_SECRET: secret });
    const key = new TextEncoder().encode(secret);
    expect((await jwtVerify(config.ANON_KEY, key)).payload.role).toBe('anon');
    expect((await jwtVerify(config.SERVICE_ROLE_KEY, key)).payload.role).toBe('service_role');
    expect(loadConfig({ JWT_SECRET: secret }).ANON_KEY).toBe(config.ANON_KEY);
    // The demo keys belong to the demo secret only; keys given explicitly win.
    await expect(
      jwtVerify(config.ANON_KEY, new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long')),
    ).rejects.toThrow();
    expect(loadConfig({ JWT_SECRET: secret, ANON_KEY: 'given' }).ANON_KEY).toBe('given');
  });
});
