import { expect, test, type Page, type Route } from '@playwright/test';
import { holdRequests, type HeldRequests } from '../../fixtures/held-requests.ts';
import { E2E_REMOTE_ORIGINS, startAppAsAVisitorWould } from '../../fixtures/site.ts';

/**
 * Every remote, failing in every way we know (down, late, a manifest that
 * is not JSON or lacks its fields, a remoteEntry.js that does not parse),
 * breaks only its own area: the area shows the Thai error card with a retry
 * button, and the header and the landing page keep working.
 * platform/isolation.spec.ts covers mfe-catalog down and late; not repeated here.
 */
const ERROR_TITLE = 'ส่วนนี้ของเว็บไซต์ไม่พร้อมใช้งานชั่วคราว';
/** Remote timeout (4 s) plus a page load on a busy runner. */
const CARD_TIMEOUT = 20_000;

type RemoteName = keyof typeof E2E_REMOTE_ORIGINS;
const REMOTES: { name: RemoteName; path: string }[] = [
  { name: 'mfe_auth', path: '/login' },
  { name: 'mfe_catalog', path: '/courses' },
  { name: 'mfe_learner', path: '/dashboard' },
  { name: 'mfe_admin', path: '/admin' },
];

interface Failure {
  kind: string;
  /** Path under the remote's origin to intercept. */
  pattern: string;
  /** Answers the intercepted request; a late remote has none: its requests are held until the card shows. */
  handle?: (route: Route) => Promise<void>;
}

const FAILURES: Failure[] = [
  { kind: 'down', pattern: '/**', handle: (route) => route.abort('connectionrefused') },
  {
    // Later than the 4 s the shell gives a remote (REMOTE_LOAD_TIMEOUT_MS), whatever the machine's load: held until
    // the card shows. A fixed 8-s delay starts with the document (the remote's files are hinted with it) and, on a
    // loaded machine whose app started late, ended before the shell's wait did: no card was ever needed.
    kind: 'late',
    pattern: '/**',
  },
  {
    kind: 'a manifest that is not JSON',
    pattern: '/mf-manifest.json',
    handle: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'not json' }),
  },
  {
    kind: 'a manifest missing its fields',
    pattern: '/mf-manifest.json',
    handle: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'broken' }) }),
  },
  {
    kind: 'a remoteEntry.js that does not parse',
    pattern: '/remoteEntry.js',
    handle: (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const = ;{' }),
  },
];

async function expectHeaderAndLandingWork(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'หน้าแรก' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const remote of REMOTES) {
  for (const failure of FAILURES) {
    if (remote.name === 'mfe_catalog' && (failure.kind === 'down' || failure.kind === 'late')) continue;

    test(`${remote.name} ${failure.kind}: ${remote.path} shows the error card, the header and landing page work`, async ({ page }) => {
      const url = `${E2E_REMOTE_ORIGINS[remote.name]}${failure.pattern}`;
      let late: HeldRequests | undefined;
      if (failure.handle) await page.route(url, failure.handle);
      else late = await holdRequests(page, url);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(remote.path);
      // The server still renders the page (the failure is the browser's); the visitor's first interaction starts the app.
      await startAppAsAVisitorWould(page);
      const card = page.locator(`[data-remote-error="${remote.name}"]`);
      await expect(card.getByRole('alert')).toContainText(ERROR_TITLE, { timeout: CARD_TIMEOUT });
      await expect(card.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
      if (late) {
        // No click: the remote that finally answers takes its area back.
        late.release();
        await expect(card).toHaveCount(0, { timeout: 30_000 });
        await expect(page.locator('[data-remote]').first()).toBeAttached();
      }
      await expectHeaderAndLandingWork(page);
    });
  }
}
