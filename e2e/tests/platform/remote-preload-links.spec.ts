import { expect, test } from '@playwright/test';
import { watchCodeDownloads } from '../../fixtures/code-downloads.ts';
import { E2E_REMOTE_ORIGINS, waitForLivePage } from '../../fixtures/site.ts';

/**
 * A page that a remote renders comes with `Link` preloads for that remote's
 * manifest, entry, code and styles (decision 0031) and for the shell's chunks
 * of the shares its code imports (decisions 0062, 0067), so the browser fetches them beside the
 * shell instead of after it has booted. A page that arrives server-rendered
 * (decision 0031) lists those modules for after its first paint instead.
 */

test('the document for a remote’s page hints that remote’s files; the shell’s own page hints none', async ({ request }) => {
  const learner = E2E_REMOTE_ORIGINS.mfe_learner;
  // A lesson's page is mfe-learner's inside the catalogue's /course/* (decision 0065); it needs the visitor's
  // enrolment, so the server does not render it: it is hinted, with the lesson page's own chunk (routes.json).
  const link = (await request.get('/course/1/lesson/1')).headers()['link'] ?? '';
  expect(link).toContain(`<${learner}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`);
  expect(link).toContain(`<${learner}/remoteEntry.js>; rel=modulepreload`);
  expect(link).toMatch(new RegExp(`<${learner}/assets/[^>]+\\.css>; rel=preload; as=style`));
  expect(link).toMatch(new RegExp(`<${learner}/assets/lesson-route-[^>]+\\.js>; rel=modulepreload`));
  expect(link).not.toContain(E2E_REMOTE_ORIGINS.mfe_catalog);
  expect(link).not.toContain(E2E_REMOTE_ORIGINS.mfe_auth);

  // The shell's chunks of the kit's parts the page's remote imports too (the learner's dialogs and tabs), "/" gets none.
  expect(link).toMatch(/<\/assets\/dialog-[\w-]+\.js>; rel=modulepreload/);

  const recoveryLink = (await request.get('/auth/reset-password')).headers()['link'] ?? '';
  expect(recoveryLink).toContain(`<${E2E_REMOTE_ORIGINS.mfe_auth}/remoteEntry.js>`);
  expect(recoveryLink).toMatch(/<\/assets\/form-field-[\w-]+\.js>; rel=modulepreload/);
  // Only those: the sign-in remote shows no dialog or tabs, so it is hinted neither (one kit chunk once brought both).
  expect(recoveryLink).not.toMatch(/<\/assets\/(?:dialog|tabs|accordion)-[\w-]+\.js>/);
  expect((await request.get('/')).headers()['link']).toBeUndefined();
  expect((await request.get('/no-such-page')).headers()['link']).toBeUndefined();
});

test('a server-rendered page names the same modules for after its first paint, not in headers that would compete with it', async ({
  request,
}) => {
  const response = await request.get('/login');
  expect(response.headers()['link']).toBeUndefined();
  const modules = /data-after-paint-modules="([^"]+)"/.exec(await response.text())?.[1]?.split(' ') ?? [];
  expect(modules).toContain(`${E2E_REMOTE_ORIGINS.mfe_auth}/remoteEntry.js`);
  expect(modules.some((module) => /^\/assets\/form-field-[\w-]+\.js$/.test(module))).toBe(true);
  expect(modules.filter((module) => /^\/assets\/(?:dialog|tabs|accordion)-[\w-]+\.js$/.test(module))).toEqual([]);
});

test('the browser uses the hinted files: each of the remote’s files is downloaded once, and the page renders', async ({ page }) => {
  // Downloads, not requests: a style sheet preloaded after the paint is asked for again by the runtime's
  // link and answered from the memory cache.
  const downloaded = await watchCodeDownloads(page);
  await page.goto('/courses');
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible();
  const remoteFiles = downloaded().filter((url) => url.startsWith(E2E_REMOTE_ORIGINS.mfe_catalog));
  expect(remoteFiles.length).toBeGreaterThan(3);
  expect(remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index)).toEqual([]);
});
