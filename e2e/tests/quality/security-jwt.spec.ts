import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { loadConfig } from '../../../local-supabase/src/config.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { E2E_SUPABASE_URL } from '../../fixtures/site.ts';

/**
 * A quick check against the e2e backend that a forged or stale token buys
 * nothing; local-supabase's own tests cover the JWT code in depth.
 */
const { ANON_KEY, JWT_SECRET } = loadConfig({});

function segment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function sign(header: string, payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
}

async function statusWith(token: string, path: string): Promise<number> {
  const response = await fetch(`${E2E_SUPABASE_URL}${path}`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

test('a tampered and an expired JWT are refused by /auth/v1/user and /rest/v1', async () => {
  const learner = await createLearner('jwt');
  const client = await signedInClient(learner.email, learner.password);
  const { data } = await client.auth.getSession();
  const real = data.session?.access_token ?? '';
  const [header = '', payload = '', signature = ''] = real.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;

  // The real token works, so a refusal below is about the token, not the route.
  expect(await statusWith(real, '/auth/v1/user')).toBe(200);
  expect(await statusWith(real, '/rest/v1/users?select=id')).toBe(200);

  // Same signature, payload promoted to service_role: the signature no longer matches.
  const tampered = `${header}.${segment({ ...claims, role: 'service_role' })}.${signature}`;
  // User tokens are ES256 (decision 0038); the server still accepts HS256 tokens signed with the
  // legacy JWT secret, so these two use an HS256 header to test expiry and a wrong secret.
  const hs256 = segment({ alg: 'HS256', typ: 'JWT' });
  // Correctly signed with the real secret, but expired an hour ago.
  const now = Math.floor(Date.now() / 1000);
  const expiredPayload = segment({ ...claims, iat: now - 7200, exp: now - 3600 });
  const expired = `${hs256}.${expiredPayload}.${sign(hs256, expiredPayload, JWT_SECRET)}`;
  // Signed with a secret that is not the server's.
  const wrongKey = `${hs256}.${payload}.${sign(hs256, payload, 'not-the-secret-not-the-secret-not-the-secret')}`;

  for (const token of [tampered, expired, wrongKey]) {
    // GoTrue answers a bad bearer token on /user with 403 (bad_jwt), PostgREST with 401.
    expect([401, 403]).toContain(await statusWith(token, '/auth/v1/user'));
    expect(await statusWith(token, '/rest/v1/users?select=id')).toBe(401);
  }
});
