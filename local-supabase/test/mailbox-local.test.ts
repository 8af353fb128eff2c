import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const EVIL = 'https://evil.example';

// A non-loopback HOST needs a JWT secret of its own (decision 0041); the mailbox needs no key.
const OWN_SECRET = 'a-secret-of-this-test-at-least-32-characters';

/** The same app on the test database, as it would be built for another HOST (no listening needed). */
const appFor = (env: Record<string, string>) =>
  createApp({
    db: server.db,
    storageRoot: server.storageDir,
    config: loadConfig({ ...env, JWT_SECRET: OWN_SECRET, LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
  });

describe('the dev pages answer no cross-origin read', () => {
  it('sends no CORS headers with the mailbox API, even to a credentialed request from another origin', async () => {
    const response = await fetch(`${server.url}/mailbox/api/messages`, { headers: { origin: EVIL } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight to the mailbox or the IdP page without allowing anything', async () => {
    for (const path of ['/mailbox/api/messages', '/auth/v1/idp/choose']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('keeps CORS on the API itself (the keys, not the origin, decide there)', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, { headers: { origin: EVIL, apikey: server.anonKey } });
    expect(response.headers.get('access-control-allow-origin')).toBe(EVIL);
  });
});

describe('the dev pages run only on a loopback HOST unless LOCAL_SUPABASE_DEV_PAGES says otherwise', () => {
  it.each(['127.0.0.1', '::1', 'localhost'])('%s is loopback: the pages run', (host) => {
    expect(loadConfig({ HOST: host, JWT_SECRET: OWN_SECRET }).devPages).toBe(true);
  });

  it.each(['0.0.0.0', '192.168.1.20', '::', 'example.com'])('%s is not: the pages are off', (host) => {
    expect(loadConfig({ HOST: host, JWT_SECRET: OWN_SECRET }).devPages).toBe(false);
  });

  it('refuses the mailbox, its API and the IdP page with 403 on a non-loopback HOST', async () => {
    const app = appFor({ HOST: '0.0.0.0' });
    const api = await app.request('/mailbox/api/messages');
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ code: 'dev_pages_disabled' });
    for (const path of ['/mailbox', '/mailbox/?to=a@example.com', '/auth/v1/idp?flow=00000000-0000-4000-8000-000000000000']) {
      const page = await app.request(path);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain('LOCAL_SUPABASE_DEV_PAGES=1');
    }
    const choose = await app.request('/auth/v1/idp/choose', { method: 'POST', body: new URLSearchParams({ flow: 'x', identity_id: 'y' }) });
    expect(choose.status).toBe(403);
    // The API itself still answers.
    expect((await app.request('/auth/v1/health')).status).toBe(200);
  });

  it('runs them on a non-loopback HOST when LOCAL_SUPABASE_DEV_PAGES=1, and not on loopback when it is 0', async () => {
    expect((await appFor({ HOST: '0.0.0.0', LOCAL_SUPABASE_DEV_PAGES: '1' }).request('/mailbox/api/messages')).status).toBe(200);
    expect((await appFor({ HOST: '127.0.0.1', LOCAL_SUPABASE_DEV_PAGES: '0' }).request('/mailbox/api/messages')).status).toBe(403);
  });

  it('serves the mailbox on the loopback test server', async () => {
    const page = await fetch(`${server.url}/mailbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Mailbox');
  });
});
