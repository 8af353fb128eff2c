import { expect, test, type Page } from '@playwright/test';
import { ADMIN, E2E_SITE_URL, LEARNER } from '../../fixtures/site.ts';
import { signInThroughUi } from '../../fixtures/auth.ts';

/**
 * The claims of run-time federation, checked in a real browser against the
 * production builds: one React, one supabase-js, one auth bus, whatever
 * remote a person wanders into.
 */

// Markers that exist only in the libraries' own code (not in our sources).
const REACT_DOM_MARKER = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
const SUPABASE_MARKER = 'GoTrueClient';
// CodeMirror's own class name: in @shared/code-editor's chunk only (decision 0064).
const CODE_EDITOR_MARKER = 'cm-editor';

const TOUR = [
  '/',
  '/courses',
  '/course/1',
  '/login',
  '/register',
  '/auth/forgot-password',
  '/dashboard',
  '/profile',
  '/admin',
  '/certificate/RC-UNKNOWN',
  '/no-such-page',
];

function recordScripts(page: Page): Map<string, string> {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.text().catch(() => ''));
  });
  return bodies;
}

test('a tour of every route downloads React and supabase-js once each, and evaluates one auth bus', async ({ page }) => {
  test.setTimeout(180_000);
  const scripts = recordScripts(page);
  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  for (const path of TOUR) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const withMarker = (marker: string) => [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
  // react-dom and react-dom/client are two entry points of one package; both may carry the marker, from the shell only.
  const reactDom = withMarker(REACT_DOM_MARKER);
  expect(reactDom.length).toBeGreaterThan(0);
  expect(reactDom.every((url) => url.startsWith(`${E2E_SITE_URL}/`))).toBe(true);
  expect(withMarker(SUPABASE_MARKER)).toHaveLength(1);
  const instances = await page.evaluate(() => (globalThis as { __riancode?: { authBusInstances: number } }).__riancode?.authBusInstances);
  expect(instances).toBe(1);
});

test('pages of remotes that edit no code never download the code editor', async ({ page }) => {
  test.setTimeout(120_000);
  const scripts = recordScripts(page);
  // The sign-in and the learner's pages: mfe-auth and mfe-learner do not import @shared/code-editor, so they do not
  // declare it as a share and the federation runtime does not fetch it as they start (decisions 0031, 0064).
  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  for (const path of ['/dashboard', '/profile', '/register']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts].filter(([, body]) => body.includes(CODE_EDITOR_MARKER)).map(([url]) => url)).toEqual([]);
});

test('a sign-in inside a remote is seen at once by the shell header', async ({ page }) => {
  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await expect(page.getByTestId('greeting')).toContainText('สวัสดี');
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
});
