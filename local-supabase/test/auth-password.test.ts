import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, pkceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { followLink, fragmentParams, latestMail } from './mailbox.ts';

let server: TestServer;
const RESET_PAGE = 'http://localhost:5173/reset-password';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('password sign-in', () => {
  it('signs in both demo accounts', async () => {
    for (const who of ['admin', 'learner'] as const) {
      const client = await signedInClient(server, who);
      const { data } = await client.auth.getUser();
      expect(data.user?.email).toBe(`${who}@riancode.dev`);
    }
  });

  it('answers a wrong password exactly like an unknown e-mail', async () => {
    const wrong = await anonClient(server).auth.signInWithPassword({ email: 'learner@riancode.dev', password: 'not-the-password' });
    const unknown = await anonClient(server).auth.signInWithPassword({ email: 'nobody@riancode.dev', password: 'not-the-password' });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses an account an admin deactivated (public.users.status = inactive)', async () => {
    const email = 'soon-inactive@example.com';
    const { data } = await anonClient(server).auth.signUp({ email, password: 'secret-123' });
    await server.db.transaction(null, (tx) => tx.query(`update public.users set status = 'inactive' where id = $1`, [data.user?.id]));
    const { error } = await anonClient(server).auth.signInWithPassword({ email, password: 'secret-123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('user_banned');
  });
});

describe('password recovery through the mailbox', () => {
  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const { error } = await anonClient(server).auth.resetPasswordForEmail('ghost@example.com', { redirectTo: RESET_PAGE });
    expect(error).toBeNull();
    expect(await latestMail(server.url, 'ghost@example.com')).toBeUndefined();
  });

  it('resets the password with the e-mailed link (PKCE code, PASSWORD_RECOVERY)', async () => {
    const email = 'forgetful@example.com';
    await anonClient(server).auth.signUp({ email, password: 'forgotten-1' });
    const { client } = pkceClient(server);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();

    const mail = await latestMail(server.url, email);
    expect(mail?.kind).toBe('recovery');
    const target = await followLink(mail?.link ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(RESET_PAGE);
    const exchanged = await client.auth.exchangeCodeForSession(target.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'remembered-2' })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: 'forgotten-1' })).error?.code).toBe('invalid_credentials');
    expect((await anonClient(server).auth.signInWithPassword({ email, password: 'remembered-2' })).error).toBeNull();
  });

  it("sends the reset e-mail in the school's HTML template (supabase/templates/recovery.html), link and code filled in", async () => {
    const email = 'template-reader@example.com';
    await anonClient(server).auth.signUp({ email, password: 'forgotten-1' });
    expect((await anonClient(server).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    const mail = await latestMail(server.url, email);
    expect(mail?.kind).toBe('recovery');
    const response = await fetch(`${server.url}/mailbox/${mail?.id}/html`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('เรียนโค้ด (RianCode)');
    expect(html).toContain(`href="${(mail?.link ?? '').replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`>${mail?.token}</strong>`);
    expect(html).toContain(email);
    expect(html).not.toContain('{{');
  });

  it('redirects an unknown or used link with otp_expired', async () => {
    const target = await followLink(`${server.url}/auth/v1/verify?token=bogus&type=recovery&redirect_to=${encodeURIComponent(RESET_PAGE)}`);
    expect(`${target.origin}${target.pathname}`).toBe(RESET_PAGE);
    expect(fragmentParams(target).get('error_code')).toBe('otp_expired');
  });
});
