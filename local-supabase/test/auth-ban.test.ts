import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, pkceClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openIdpPage, submit } from './idp-driver.ts';
import { followLink, fragmentParams, latestMail } from './mailbox.ts';

let server: TestServer;
let admin: SupabaseClient;
const PASSWORD = 'secret-123';
const CALLBACK = 'http://localhost:5173/auth/callback';

beforeAll(async () => {
  server = await startTestServer();
  admin = serviceClient(server);
  // What PostgREST sees of the caller: the token's subject, through auth.uid() as on hosted Supabase.
  await server.db.transaction(null, async (tx) => {
    await tx.query('create function public.test_current_user() returns uuid language sql stable as $$ select auth.uid() $$');
    await tx.query('grant execute on function public.test_current_user() to authenticated');
  });
});
afterAll(async () => {
  await server.stop();
});

async function member(email: string): Promise<{ client: SupabaseClient; id: string; refreshToken: string; accessToken: string }> {
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: data.user.id, refreshToken: data.session.refresh_token, accessToken: data.session.access_token };
}

async function ban(id: string, banDuration: string) {
  return admin.auth.admin.updateUserById(id, { ban_duration: banDuration });
}

const signIn = (email: string, password = PASSWORD) => anonClient(server).auth.signInWithPassword({ email, password });

async function refresh(token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('banning a member (ban_duration)', () => {
  it('sets banned_until from a Go duration and refuses password sign-in with 400 user_banned', async () => {
    const { id } = await member('ban.signin@example.com');
    const before = Date.now();
    const { data, error } = await ban(id, '24h');
    expect(error).toBeNull();
    const until = Date.parse(String(data.user?.banned_until));
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
    expect((await admin.auth.admin.getUserById(id)).data.user?.banned_until).toBe(data.user?.banned_until);

    const refused = await signIn('ban.signin@example.com');
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
    expect(refused.data.session).toBeNull();
  });

  it('refuses the refresh of a session started before the ban; the issued access token lasts until it expires', async () => {
    const { id, refreshToken, accessToken } = await member('ban.refresh@example.com');
    await ban(id, '876000h');

    const refused = await refresh(refreshToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'user_banned', error_code: 'user_banned', msg: 'Invalid Refresh Token: User Banned' });

    // The database still honours the signed token (PostgREST checks only signature and expiry) ...
    const rest = await fetch(`${server.url}/rest/v1/rpc/test_current_user`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toBe(id);
    // ... while the auth API refuses it at once.
    const user = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}` } });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('user_banned');
  });

  it("ban_duration 'none' lifts the ban: sign-in and the old session's refresh work again", async () => {
    const { id, refreshToken } = await member('ban.lift@example.com');
    await ban(id, '30m');
    expect((await signIn('ban.lift@example.com')).error?.code).toBe('user_banned');

    const { data, error } = await ban(id, 'none');
    expect(error).toBeNull();
    expect(data.user?.banned_until).toBeUndefined();
    expect((await signIn('ban.lift@example.com')).error).toBeNull();
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('a ban that has already run out (a negative duration) does not refuse anyone', async () => {
    const { id } = await member('ban.past@example.com');
    await ban(id, '-1h');
    expect((await signIn('ban.past@example.com')).error).toBeNull();
  });

  it('refuses an invalid duration with GoTrue wording and leaves the user as it was', async () => {
    const { id } = await member('ban.invalid@example.com');
    const { error } = await ban(id, '1d');
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'invalid format for ban duration: time: unknown unit "d" in duration "1d"',
    });
    expect((await admin.auth.admin.getUserById(id)).data.user?.banned_until).toBeUndefined();
  });

  it('refuses an e-mailed link (OTP) of a banned member with user_banned, and keeps the link for after the ban', async () => {
    const email = 'ban.link@example.com';
    const { id } = await member(email);
    await ban(id, '24h');
    const recover = await anonClient(server, 'implicit').auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    expect(recover.error).toBeNull();
    const mail = await latestMail(server.url, email);
    if (!mail) throw new Error('no recovery mail');
    const refused = fragmentParams(await followLink(mail.link));
    expect(refused.get('error_code')).toBe('user_banned');
    expect(refused.get('access_token')).toBeNull();

    await ban(id, 'none');
    expect(fragmentParams(await followLink(mail.link)).get('access_token')).toBeTruthy();
  });

  it('refuses a banned member coming back through the identity provider (OAuth)', async () => {
    const start = async () => {
      const { client } = pkceClient(server);
      const { data } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
      });
      return { client, page: await openIdpPage(data.url ?? '') };
    };
    const first = await start();
    const create = first.page.forms.find((f) => f.action.endsWith('/idp/create'));
    if (!create) throw new Error('no create form');
    const back = await submit(create, { name: 'Banned Google', email: 'ban.oauth@gmail.example' });
    const { data } = await first.client.auth.exchangeCodeForSession(back.searchParams.get('code') ?? '');
    await ban(data.user?.id ?? '', '24h');
    const identityId = data.user?.identities?.find((i) => i.provider === 'google')?.identity_id;

    const again = await start();
    const choose = again.page.forms.find((f) => f.action.endsWith('/idp/choose') && f.fields['identity_id'] === identityId);
    if (!choose) throw new Error('no account to choose');
    const refused = await submit(choose);
    expect(fragmentParams(refused).get('error_code')).toBe('user_banned');
    expect(refused.searchParams.get('code')).toBeNull();
  });
});

describe('updateUserById: e-mail, password and metadata', () => {
  it('changes e-mail and password; the member signs in with the new ones only', async () => {
    const { id } = await member('update.before@example.com');
    const { data, error } = await admin.auth.admin.updateUserById(id, { email: 'Update.After@Example.com', password: 'new-secret-456' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('update.after@example.com');
    expect(data.user?.identities?.find((i) => i.provider === 'email')?.identity_data?.['email']).toBe('update.after@example.com');
    expect((await signIn('update.after@example.com', 'new-secret-456')).error).toBeNull();
    expect((await signIn('update.before@example.com', 'new-secret-456')).error?.code).toBe('invalid_credentials');
    expect((await signIn('update.after@example.com', PASSWORD)).error?.code).toBe('invalid_credentials');
  });

  it('merges user_metadata and app_metadata, a key set to null is removed', async () => {
    const { id } = await member('update.meta@example.com');
    await admin.auth.admin.updateUserById(id, { user_metadata: { display_name: 'สมหญิง', city: 'เชียงใหม่' }, app_metadata: { plan: 'pro' } });
    const { data, error } = await admin.auth.admin.updateUserById(id, { user_metadata: { city: null, lang: 'th' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ display_name: 'สมหญิง', lang: 'th' });
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'], plan: 'pro' });
  });

  it('refuses invalid input as GoTrue does and changes nothing', async () => {
    const { id } = await member('update.invalid@example.com');
    await member('update.taken@example.com');
    const badEmail = await admin.auth.admin.updateUserById(id, { email: 'not-an-email', user_metadata: { lost: true } });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const taken = await admin.auth.admin.updateUserById(id, { email: 'update.taken@example.com' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const weak = await admin.auth.admin.updateUserById(id, { password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const unknown = await admin.auth.admin.updateUserById('00000000-0000-4000-8000-000000000000', { user_metadata: { a: 1 } });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const user = (await admin.auth.admin.getUserById(id)).data.user;
    expect(user?.email).toBe('update.invalid@example.com');
    expect(user?.user_metadata).not.toHaveProperty('lost');
    expect((await signIn('update.invalid@example.com')).error).toBeNull();
  });
});
