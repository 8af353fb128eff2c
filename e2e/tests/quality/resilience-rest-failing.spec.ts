import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner } from '../../fixtures/backend.ts';
import { E2E_SUPABASE_URL, startAppAsAVisitorWould, waitForLivePage } from '../../fixtures/site.ts';

/**
 * The backend answers but its REST route fails (503 on every /rest/v1/ request; auth and the
 * remotes' code still load): a signed-in learner's /courses and /dashboard must show a Thai error
 * with a retry button within 10 s of the first failed request (issue 18 item 7), not placeholders
 * for a minute, and retry must recover once the route works again.
 */
const REST = `${E2E_SUPABASE_URL}/rest/v1/**`;
const PROMISED_MS = 10_000;

test.describe.configure({ timeout: 120_000 });

/** Fails every REST request with a 503 and remembers when the first one failed. */
async function failRest(page: Page): Promise<{ firstFailureAt: () => number | null }> {
  let first: number | null = null;
  await page.route(REST, (route) => {
    first ??= Date.now();
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) });
  });
  return { firstFailureAt: () => first };
}

/** The Thai error card with its retry button is in the page's main area, within the promised time. */
async function expectThaiErrorInTime(page: Page, firstFailureAt: () => number | null): Promise<void> {
  const alert = page.getByRole('main').getByRole('alert').first();
  await expect(alert).toBeVisible({ timeout: 20_000 });
  const shownAt = Date.now();
  await expect(alert).toContainText(/[\u0E00-\u0E7F]/);
  await expect(alert.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  const failedAt = firstFailureAt();
  expect(failedAt).not.toBeNull();
  expect(shownAt - (failedAt ?? shownAt)).toBeLessThanOrEqual(PROMISED_MS);
}

test('with REST failing, /courses and /dashboard show a Thai error with retry within 10 s, and retry recovers', async ({ page }) => {
  const learner = await createLearner('rest503');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await waitForLivePage(page);

  // /courses, reached as a member already in the app does (a document load would be server-rendered).
  let outage = await failRest(page);
  await page.getByRole('banner').getByRole('link', { name: 'คอร์สเรียน' }).first().click();
  await expect(page).toHaveURL(/\/courses$/);
  await expectThaiErrorInTime(page, outage.firstFailureAt);
  await page.unroute(REST);
  await page.getByRole('main').getByRole('button', { name: 'ลองใหม่' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  // /dashboard loaded afresh: even the member's own users row cannot be read.
  outage = await failRest(page);
  await page.goto('/dashboard');
  // The server renders it (its reads are not the browser's), and it waits for the member's first interaction (0073).
  await startAppAsAVisitorWould(page);
  await expectThaiErrorInTime(page, outage.firstFailureAt);
  await page.unroute(REST);
  await page.getByRole('main').getByRole('button', { name: 'ลองใหม่' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี, ${learner.name}`, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
