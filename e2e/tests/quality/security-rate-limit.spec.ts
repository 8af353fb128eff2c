import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startLocalSupabase, waitForHttp } from 'scripts/local-supabase-process';
import { startSiteServer, type RunningSiteServer } from 'site-server';
import { freePort } from 'local-supabase/free-port';
import { E2E_SITE_URL, LEARNER, siteRuntimeFiles } from '../../fixtures/site.ts';
import { fillLogin, toast } from '../mfe-auth/auth-helpers.ts';
import { fileURLToPath } from 'node:url';
import { SHELL_BUILD_DIR } from 'shell/server-contract';

/**
 * The e2e backend raises its limits so the suite is not throttled by itself;
 * this spec starts its own backend with GoTrue-like limits (three sign-ins per
 * five minutes) and serves the same shell build with a /config.json that points
 * at it (site-server, as `npm start` does), so the Content-Security-Policy
 * follows that config and allows this backend, as it would in a deployment.
 */
const TOKEN_LIMIT = 3;

let backend: ChildProcess | undefined;
let shell: RunningSiteServer | undefined;
let shellUrl = '';
let dataDir = '';
let backendUrl = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'riancode-ratelimit-'));
  backendUrl = `http://127.0.0.1:${port}`;
  backend = startLocalSupabase({
    port,
    dataDir,
    siteUrl: E2E_SITE_URL,
    quiet: true,
    extraEnv: { RATE_LIMIT_TOKEN_PER_5MIN: String(TOKEN_LIMIT), LOG_LEVEL: 'silent' },
  });
  await waitForHttp(`${backendUrl}/`, 120_000, backend);

  // The e2e site's remotes and anon key; only the backend differs.
  const site = await siteRuntimeFiles();
  const runtime = { ...site, configJson: JSON.stringify({ ...(JSON.parse(site.configJson) as object), supabaseUrl: backendUrl }) };
  const shellPort = await freePort();
  shell = await startSiteServer({
    shellDir: fileURLToPath(SHELL_BUILD_DIR),
    port: shellPort,
    runtime: () => runtime,
    log: () => undefined,
  });
  shellUrl = `http://localhost:${shellPort}`;
});

test.afterAll(async () => {
  await shell?.close();
  backend?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('repeated failed sign-ins hit the rate limit (429) and the Thai toast says so', async ({ page }) => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${backendUrl}/auth/v1/token`)) statuses.push(response.status());
  });

  await page.goto(`${shellUrl}/login`);
  for (let attempt = 1; attempt <= TOKEN_LIMIT + 1; attempt++) {
    await fillLogin(page, LEARNER.email, `wrong-password-${attempt}`);
    await expect.poll(() => statuses.length).toBe(attempt);
    // Each failure re-enables the form before the next try.
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeEnabled();
  }
  expect(statuses.slice(0, TOKEN_LIMIT)).toEqual(Array<number>(TOKEN_LIMIT).fill(400));
  expect(statuses[TOKEN_LIMIT]).toBe(429);
  await expect(toast(page, 'มีการร้องขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
