import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // What an RLS policy would read: the caller's aal, through the same auth.jwt() as on hosted Supabase.
  await server.db.transaction(null, async (tx) => {
    await tx.query(`create function public.test_current_aal() returns text language sql stable as $$ select auth.jwt() ->> 'aal' $$`);
    await tx.query('grant execute on function public.test_current_aal() to authenticated');
  });
});
afterAll(async () => {
  await server.stop();
});

const PASSWORD = 'secret-123';

/** The code an authenticator app shows for the secret right now (RFC 6238, as GoTrue expects). */
const codeFor = (secret: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

const claimsOf = (token: string): { aal: string; amr: { method: string; timestamp: number }[]; session_id: string } =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as never;

async function newMember(email: string): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  return client;
}

async function signIn(email: string): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

async function enrollTotp(client: SupabaseClient, friendlyName = 'Authenticator'): Promise<{ id: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'RianCode' });
  if (error) throw new Error(`enroll failed: ${error.message}`);
  return { id: data.id, secret: data.totp.secret };
}

async function currentAal(client: SupabaseClient): Promise<unknown> {
  const result: { data: unknown; error: unknown } = await client.rpc('test_current_aal');
  expect(result.error).toBeNull();
  return result.data;
}

async function accessTokenOf(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

describe('TOTP enrolment and verification', () => {
  it('enrols a factor with a QR code, secret and otpauth URI, unverified until the first verify', async () => {
    const client = await newMember('mfa.enrol@example.com');
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app', issuer: 'RianCode' });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Phone app');
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\/RianCode:mfa\.enrol%40example\.com\?/);
    expect(data?.totp.uri).toContain(`secret=${data?.totp.secret}`);

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([[data?.id, 'unverified', 'totp']]);
    expect(factors.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('a password sign-in is aal1 with a password amr, readable through auth.jwt() in SQL', async () => {
    const client = await newMember('mfa.aal1@example.com');
    const claims = claimsOf(await accessTokenOf(client));
    expect(claims.aal).toBe('aal1');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(await currentAal(client)).toBe('aal1');
  });

  it('challenge + verify upgrades the session to aal2 with new tokens, a totp amr and a verified factor', async () => {
    const client = await newMember('mfa.verify@example.com');
    const before = await client.auth.getSession();
    const factor = await enrollTotp(client);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);

    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor.secret),
    });
    expect(error).toBeNull();
    expect(data?.refresh_token).not.toBe(before.data.session?.refresh_token);
    const claims = claimsOf(data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(claimsOf(before.data.session?.access_token ?? '').session_id);
    expect(claims.amr.map((e) => e.method).sort()).toEqual(['password', 'totp']);

    expect(await currentAal(client)).toBe('aal2');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);

    // A refresh keeps the session's aal and its amr.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const after = claimsOf(refreshed.data.session?.access_token ?? '');
    expect(after.aal).toBe('aal2');
    expect(after.amr.map((e) => e.method).sort()).toEqual(['password', 'totp']);
  });

  it('challengeAndVerify does both; a later sign-in is aal1 with aal2 as the next level', async () => {
    const email = 'mfa.both@example.com';
    const client = await newMember(email);
    const factor = await enrollTotp(client);
    const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    expect(error).toBeNull();
    expect(claimsOf(data?.access_token ?? '').aal).toBe('aal2');

    const again = await signIn(email);
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await currentAal(again)).toBe('aal1');
    const verified = await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    expect(verified.error).toBeNull();
    expect(await currentAal(again)).toBe('aal2');
  });

  it('refuses a wrong code (422 mfa_verification_failed) and leaves the challenge usable', async () => {
    const client = await newMember('mfa.wrong@example.com');
    const factor = await enrollTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const right = codeFor(factor.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? '', code: wrong });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect(claimsOf(await accessTokenOf(client)).aal).toBe('aal1');

    const accepted = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? '', code: right });
    expect(accepted.error).toBeNull();
    // A verified challenge cannot be answered twice.
    const replay = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? '', code: right });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('accepts a code from one step either side and refuses one two steps away', async () => {
    const client = await newMember('mfa.skew@example.com');
    const factor = await enrollTotp(client);
    const verifyWith = async (code: string) => {
      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      return client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? '', code });
    };
    expect((await verifyWith(codeFor(factor.secret, Date.now() - 90_000))).error?.code).toBe('mfa_verification_failed');
    expect((await verifyWith(codeFor(factor.secret, Date.now() - 30_000))).error).toBeNull();
  });

  it('refuses an expired challenge (422 mfa_challenge_expired) and removes it', async () => {
    const client = await newMember('mfa.expired@example.com');
    const factor = await enrollTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const challengeId = challenge.data?.id ?? '';
    await server.db.transaction(null, (tx) =>
      tx.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [challengeId]),
    );
    const expired = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.secret) });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const gone = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.secret) });
    expect(gone.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
  });

  it("answers an unknown or another member's factor with 404 mfa_factor_not_found", async () => {
    const owner = await newMember('mfa.owner@example.com');
    const other = await newMember('mfa.other@example.com');
    const factor = await enrollTotp(owner);
    const foreign = await other.auth.mfa.challenge({ factorId: factor.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
    const unknown = await owner.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('refuses a second factor with the same friendly name', async () => {
    const client = await newMember('mfa.name@example.com');
    await enrollTotp(client, 'Same');
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it("signs out the member's other aal1 sessions once a factor is verified", async () => {
    const email = 'mfa.others@example.com';
    const client = await newMember(email);
    const elsewhere = await accessTokenOf(await signIn(email));
    const factor = await enrollTotp(client);
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${elsewhere}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('session_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('unenrolling and the aal a change needs', () => {
  it('an aal1 session may neither unenrol a verified factor nor enrol another (insufficient_aal)', async () => {
    const email = 'mfa.guard@example.com';
    const client = await newMember(email);
    const factor = await enrollTotp(client);
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });

    const aal1 = await signIn(email);
    const unenrol = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrol.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });
    const enrol = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(enrol.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });
    expect((await aal1.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factor.id]);
  });

  it('an aal1 session may unenrol an unverified factor', async () => {
    const client = await newMember('mfa.drop@example.com');
    const factor = await enrollTotp(client);
    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('an aal2 session unenrols its factor, and the session drops back to aal1', async () => {
    const client = await newMember('mfa.remove@example.com');
    const factor = await enrollTotp(client);
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    const claims = claimsOf(refreshed.data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((e) => e.method)).toEqual(['password']);
    expect(await currentAal(client)).toBe('aal1');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it("an admin lists and deletes a member's factor (a lost authenticator); the member's session drops to aal1", async () => {
    const client = await newMember('mfa.lost@example.com');
    const factor = await enrollTotp(client);
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    const userId = (await client.auth.getUser()).data.user?.id ?? '';
    const admin = serviceClient(server).auth.admin.mfa;

    const listed = await admin.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);
    const deleted = await admin.deleteFactor({ userId, id: factor.id });
    expect(deleted.error).toBeNull();

    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    const foreign = await admin.deleteFactor({ userId, id: factor.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
