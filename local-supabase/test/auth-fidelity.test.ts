import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 29 item 4: what supabase-js's own auth-js suite found different from hosted GoTrue.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const INVALID_EMAIL = 'xx:;x@x.x'; // auth-js's own: GoTrue's checkmail refuses `:` and `;` before the @
const FORMAT = 'Unable to validate email address: invalid format';

describe('the admin API refuses an address GoTrue cannot validate', () => {
  it('createUser, inviteUserByEmail and generateLink: 400 validation_failed, nobody created', async () => {
    const admin = serviceClient(server).auth.admin;
    const created = await admin.createUser({ email: INVALID_EMAIL, password: 'Passw0rd!' });
    expect(created.data.user).toBeNull();
    expect(created.error).toMatchObject({ status: 400, code: 'validation_failed', message: FORMAT });
    const invited = await admin.inviteUserByEmail(INVALID_EMAIL);
    expect(invited.error).toMatchObject({ status: 400, code: 'validation_failed', message: FORMAT });
    const link = await admin.generateLink({ type: 'signup', email: INVALID_EMAIL, password: 'Passw0rd!' });
    expect(link.error).toMatchObject({ status: 400, code: 'validation_failed', message: FORMAT });
    const found = await server.db.transaction(null, (tx) =>
      tx.query<{ n: string }>('select count(*)::text as n from auth.users where email = $1', [INVALID_EMAIL]),
    );
    expect(found.rows[0]?.n).toBe('0');
  });

  it('a plain address on a dotless host passes, as checkmail allows it', async () => {
    const { data, error } = await serviceClient(server).auth.admin.createUser({ email: 'someone@localhost', password: 'Passw0rd!' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('someone@localhost');
  });
});

describe("GoTrue's wording", () => {
  it('verifyOtp with a malformed phone number: the E.164 message', async () => {
    const { error } = await anonClient(server).auth.verifyOtp({ phone: '12345-invalid', token: '123456', type: 'sms' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
  });

  it('an MFA call without a Bearer token: "This endpoint requires a Bearer token"', async () => {
    const response = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: 'no_authorization', msg: 'This endpoint requires a Bearer token' });
  });

  it('signInWithIdToken: no ID token verifies offline (Bad ID token); a provider not enabled says so', async () => {
    const auth = anonClient(server).auth;
    const google = await auth.signInWithIdToken({ provider: 'google', token: 'not-a-token' });
    expect(google.data.session).toBeNull();
    expect(google.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Bad ID token' });
    const apple = await auth.signInWithIdToken({ provider: 'apple', token: 'not-a-token' });
    expect(apple.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    });
  });
});
