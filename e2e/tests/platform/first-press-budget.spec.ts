import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startAppAsAVisitorWould } from '../../fixtures/site.ts';

/**
 * The script a visitor's page costs by its first press, held to e2e/first-press-budget.json. Sizes, not
 * timings: what crossed the wire (gzip) does not depend on how busy the machine is, so this can fail the
 * build when a page grows, and `npm run bench:web` times what the bytes cost on a throttled phone.
 */

interface Budget {
  targetKb: number;
  pages: Record<string, number>;
}

const budget = JSON.parse(readFileSync(new URL('../../first-press-budget.json', import.meta.url), 'utf8')) as Budget;
const LIVE = '[data-app-control="theme-toggle"][data-app-live]';

interface ScriptSize {
  url: string;
  bytes: number;
  body: string;
}

/**
 * Libraries a page must download once, each known by a string only its minified code holds. A second copy comes
 * from an app bundling a shared-package entry that imports them (build-config/src/federation-shared.ts): the
 * catalogue's pages once carried tailwind-merge twice, 12 KB gzip, with every page still within its budget.
 */
const ONCE_ONLY: Record<string, string> = {
  'tailwind-merge': 'orderSensitiveModifiers',
  'React DOM': '__reactContainer$',
};

/** Every script response's encoded body size and text, by URL (a URL fetched twice would count twice: that is a defect too). */
function recordScripts(page: Page): () => Promise<ScriptSize[]> {
  const sizes: Promise<ScriptSize>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      Promise.all([request.sizes(), request.response().then((response) => response?.text() ?? '')]).then(([size, body]) => ({
        url: request.url(),
        bytes: size.responseBodySize,
        body,
      })),
    );
  });
  return () => Promise.all(sizes);
}

/** The largest scripts, for the log: what to look at first when a page grows. */
const largest = (scripts: readonly ScriptSize[]) =>
  [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map(({ url, bytes }) => `  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`)
    .join('\n');

for (const [path, limitKb] of Object.entries(budget.pages)) {
  test(`${path}: the script downloaded by the first press stays within ${limitKb} KB gzip`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: 'load' });
    await startAppAsAVisitorWould(page);
    await expect(page.locator(LIVE)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const downloaded = await scripts();
    const kb = downloaded.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
    console.log(
      `first-press script ${path}: ${kb.toFixed(1)} KB gzip (budget ${limitKb}, target ${budget.targetKb})\n${largest(downloaded)}`,
    );
    expect(kb, `${path} downloads ${kb.toFixed(1)} KB of script by its first press`).toBeLessThanOrEqual(limitKb);
    for (const [library, marker] of Object.entries(ONCE_ONLY)) {
      const copies = downloaded.filter(({ body }) => body.includes(marker)).map(({ url }) => new URL(url).pathname);
      expect(copies, `${path} downloads ${library} once`).toHaveLength(1);
    }
  });
}
