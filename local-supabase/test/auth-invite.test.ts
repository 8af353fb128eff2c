import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { followLink, fragmentParams, latestMail } from './mailbox.ts';

// E-mail confirmation on (as hosted), so an e-mail change needs both addresses.
let server: TestServer;
const APP = 'http://localhost:5173/auth/callback';

beforeAll(async () => {
  server = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
});
afterAll(async () => {
  await server.stop();
});

describe('auth.admin.inviteUserByEmail (POST /invite)', () => {
  it('creates the user with invited_at, mails the invite link and code; the link signs the user in', async () => {
    const email = 'invited@example.com';
    const { data, error } = await serviceClient(server).auth.admin.inviteUserByEmail(email, { data: { name: 'ครูรับเชิญ' }, redirectTo: APP });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'ครูรับเชิญ' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeFalsy();

    const mail = await latestMail(server.url, email);
    expect(mail?.kind).toBe('invite');
    expect(mail?.token).toMatch(/^\d{6}$/);
    const target = await followLink(mail?.link ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(APP);
    const fragment = fragmentParams(target);
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('access_token')).toBeTruthy();
    const { data: user } = await serviceClient(server).auth.admin.getUserById(data.user?.id ?? '');
    expect(user.user?.email_confirmed_at).toBeTruthy();
  });

  it('verifies an invite by its code too (verifyOtp type invite)', async () => {
    const email = 'invited-code@example.com';
    await serviceClient(server).auth.admin.inviteUserByEmail(email);
    const mail = await latestMail(server.url, email);
    const verified = await anonClient(server).auth.verifyOtp({ email, token: mail?.token ?? '', type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('refuses a confirmed address (email_exists) and any caller without the service key (not_admin)', async () => {
    const taken = await serviceClient(server).auth.admin.inviteUserByEmail('learner@riancode.dev');
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const anon = await anonClient(server).auth.admin.inviteUserByEmail('sneaky@example.com');
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  });
});

describe('auth.admin.generateLink (POST /admin/generate_link)', () => {
  const admin = () => serviceClient(server).auth.admin;

  it('signup: creates the user and returns link, code, token hash and redirect, mailing nothing', async () => {
    const email = 'generated-signup@example.com';
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: 'secret-123',
      options: { data: { plan: 'trial' }, redirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { plan: 'trial' } });
    const { action_link, email_otp, hashed_token, redirect_to, verification_type } = data.properties ?? {};
    expect(verification_type).toBe('signup');
    expect(redirect_to).toBe(APP);
    expect(email_otp).toMatch(/^\d{6}$/);
    expect(hashed_token).toMatch(/^[0-9a-f]{56}$/);
    const link = new URL(action_link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ token: hashed_token, type: 'signup', redirect_to: APP });
    expect(await latestMail(server.url, email)).toBeUndefined();

    const verified = await anonClient(server).auth.verifyOtp({ email, token: email_otp ?? '', type: 'signup' });
    expect(verified.error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
  });

  it('magiclink: for a new address it is a signup link; for a member its token_hash signs in once', async () => {
    const fresh = await admin().generateLink({ type: 'magiclink', email: 'generated-new@example.com' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.properties?.verification_type).toBe('signup');

    const member = await admin().generateLink({ type: 'magiclink', email: 'learner@riancode.dev' });
    expect(member.data.properties?.verification_type).toBe('magiclink');
    expect(new URL(member.data.properties?.action_link ?? '').searchParams.get('type')).toBe('magiclink');
    const tokenHash = member.data.properties?.hashed_token ?? '';
    const first = await anonClient(server).auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(first.error).toBeNull();
    expect(first.data.user?.email).toBe('learner@riancode.dev');
    const second = await anonClient(server).auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(second.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });

  it('recovery: the link signs in for a password reset; an unknown address is user_not_found', async () => {
    const { data } = await admin().generateLink({ type: 'recovery', email: 'learner@riancode.dev', options: { redirectTo: APP } });
    const target = await followLink(data.properties?.action_link ?? '');
    expect(fragmentParams(target).get('type')).toBe('recovery');
    const unknown = await admin().generateLink({ type: 'recovery', email: 'generated-ghost@example.com' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User with this email not found' });
  });

  it('invite: sets invited_at and the code verifies with type invite', async () => {
    const email = 'generated-invite@example.com';
    const { data } = await admin().generateLink({ type: 'invite', email, options: { data: { role_hint: 'teacher' } } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ role_hint: 'teacher' });
    const verified = await anonClient(server).auth.verifyOtp({ email, token: data.properties?.email_otp ?? '', type: 'invite' });
    expect(verified.error).toBeNull();
  });

  it('email_change_current and email_change_new: both links confirm, the first says so', async () => {
    const email = 'generated-move@example.com';
    const newEmail = 'generated-moved@example.com';
    await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.user?.new_email).toBe(newEmail);
    const next = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.data.properties?.verification_type).toBe('email_change_new');

    const first = await anonClient(server).auth.verifyOtp({ email, token: current.data.properties?.email_otp ?? '', type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    // GoTrue answers { msg, code } here, which supabase-js reads as neither user nor session.
    expect(first.data.user).toBeNull();
    const halfway = await admin().getUserById(current.data.user?.id ?? '');
    expect(halfway.data.user?.email).toBe(email);
    const second = await anonClient(server).auth.verifyOtp({ token_hash: next.data.properties?.hashed_token ?? '', type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });

  it('refuses an unknown type and a taken new e-mail as GoTrue does', async () => {
    const bogus = await fetch(`${server.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'teleport', email: 'learner@riancode.dev' }),
    });
    expect(bogus.status).toBe(400);
    expect(await bogus.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Invalid email action link type requested: teleport',
    });
    const taken = await admin().generateLink({ type: 'email_change_new', email: 'learner@riancode.dev', newEmail: 'admin@riancode.dev' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});
