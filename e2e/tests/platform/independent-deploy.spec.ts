import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../../scripts/lib/build-apps.ts';
import { serveStatic } from '../../../scripts/lib/static-server.ts';
import { E2E_PORTS } from '../../../scripts/lib/ports.ts';

/**
 * A team rebuilds and redeploys mfe-catalog on its own: a copy of the remote
 * with one changed line is built alone (the shell's build is untouched), served
 * from a new address, and announced through the shell's run-time remote list.
 * The running shell picks it up on the next load.
 */
const COPY = join(ROOT, 'mfe-catalog.rebuild.tmp');
const PORT = E2E_PORTS.mfe_catalog + 10;
const label = `rebuilt-${Date.now()}`;
let server: Server | undefined;

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
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: COPY, stdio: 'inherit' });
  expect(build.status).toBe(0);
  server = await serveStatic({ root: join(COPY, 'dist'), port: PORT, spa: false });
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(COPY, { recursive: true, force: true });
});

test('the running shell loads a remote redeployed alone, without a shell rebuild', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.catalogBuild)).toBeUndefined();

  // The environment's remote list now points mfe_catalog at the new deployment.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { remotes: { name: string; entry: string }[] };
    for (const remote of list.remotes) {
      if (remote.name === 'mfe_catalog') remote.entry = `http://localhost:${PORT}/mf-manifest.json`;
    }
    await route.fulfill({ response, json: list });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.catalogBuild)).toBe(label);
});
