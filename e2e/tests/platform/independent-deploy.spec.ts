import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serveStaticBuild, startSiteServer, type RunningSiteServer, type ShellRuntimeFiles } from 'site-server';
import { expect, test } from '@playwright/test';
import { ROOT, viteBuild } from 'scripts/build-apps';
import { E2E_PORTS } from 'scripts/ports';
import { freePort } from 'local-supabase/free-port';
import { siteRuntimeFiles } from '../../fixtures/site.ts';
import { fileURLToPath } from 'node:url';
import { SHELL_BUILD_DIR } from 'shell/server-contract';

/**
 * A team rebuilds and redeploys mfe-catalog on its own: a copy of the remote
 * with one changed line is built alone (the shell's build is untouched), served
 * from a new address, and announced through the shell's run-time remote list.
 * The running shell picks it up on the next load.
 *
 * The spec runs its own environment of the same shell build (site-server, as
 * `npm start` does) so that it can edit that environment's remotes.json without
 * touching the site other specs use; the Content-Security-Policy follows the
 * edited list, exactly as it would in a deployment.
 */
const COPY_DIR = 'mfe-catalog.rebuild.tmp';
const COPY = join(ROOT, COPY_DIR);
const PORT = E2E_PORTS.mfe_catalog + 10;
const NEW_ENTRY = `http://localhost:${PORT}/mf-manifest.json`;
const label = `rebuilt-${Date.now()}`;
let server: Server | undefined;
let shellServer: RunningSiteServer | undefined;
let shellUrl = '';
let runtime: ShellRuntimeFiles = { remotesJson: '', configJson: '' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY);
  // Only what the checkout has: an empty public/ does not survive a git clone.
  for (const part of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']) {
    const from = join(ROOT, 'mfe-catalog', part);
    if (existsSync(from)) cpSync(from, join(COPY, part), { recursive: true });
  }
  // The "changed content": this build marks the page when its entry runs.
  appendFileSync(join(COPY, 'src/app/remote-app.tsx'), `\ndocument.documentElement.dataset.catalogBuild = '${label}';\n`);
  viteBuild(COPY_DIR);
  server = await serveStaticBuild({ root: join(COPY, 'dist'), port: PORT });

  // The environment starts with the e2e site's run-time files (same remotes, same backend).
  runtime = await siteRuntimeFiles();
  const shellPort = await freePort();
  shellServer = await startSiteServer({
    shellDir: fileURLToPath(SHELL_BUILD_DIR),
    port: shellPort,
    runtime: () => runtime,
    log: () => undefined,
  });
  shellUrl = `http://localhost:${shellPort}`;
});

test.afterAll(async () => {
  await shellServer?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(COPY, { recursive: true, force: true });
});

test('the running shell loads a remote redeployed alone, without a shell rebuild', async ({ page }) => {
  const first = await page.goto(`${shellUrl}/courses`);
  expect(first?.headers()['content-security-policy']).not.toContain(`localhost:${PORT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.catalogBuild)).toBeUndefined();

  // The environment's remote list now points mfe_catalog at the new deployment.
  const list = JSON.parse(runtime.remotesJson) as { remotes: { name: string; entry: string }[] };
  for (const remote of list.remotes) {
    if (remote.name === 'mfe_catalog') remote.entry = NEW_ENTRY;
  }
  runtime = { ...runtime, remotesJson: JSON.stringify(list) };

  const next = await page.reload();
  // The policy follows the list: the new address is allowed by the same edit.
  expect(next?.headers()['content-security-policy']).toContain(`http://localhost:${PORT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A visitor's catalogue page may arrive rendered on the server, and then starts its app at the first
  // interaction (decision 0040): a key press, as a visitor's would. The app loads the catalogue from its new address.
  await page.keyboard.press('Shift');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.catalogBuild)).toBe(label);
});
