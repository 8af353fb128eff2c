import { expect, test, type Page, type Route } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner } from '../../fixtures/backend.ts';
import { E2E_SUPABASE_URL, startAppAsAVisitorWould, waitForLivePage } from '../../fixtures/site.ts';

/**
 * The backend accepts requests but never answers (hung, or half-restarted; issue 27): a signed-in
 * learner's /dashboard must show a Thai error with a retry button within 10 s of the first
 * unanswered request, not spin for 70 s, and recover by itself once the backend answers again, as
 * the "กำลังเชื่อมต่อใหม่…" banner promises. Every request to the backend is left pending: the
 * site's own timeout (shared/db/src/rest/request-timeout.ts) is what ends it.
 */
const BACKEND = `${E2E_SUPABASE_URL}/**`;
const PROMISED_MS = 10_000;

test.describe.configure({ timeout: 120_000 });

/** Leaves every backend request unanswered and remembers when the first one came. */
async function hangBackend(page: Page): Promise<{ firstRequestAt: () => number | null }> {
  let first: number | null = null;
  const pending: Route[] = [];
  await page.route(BACKEND, (route) => {
    first ??= Date.now();
    pending.push(route); // never fulfilled: the browser side gives up on it
  });
  return { firstRequestAt: () => first };
}

test('with the backend hung, /dashboard shows a Thai error with retry within 10 s, and recovers by itself once it answers', async ({
  page,
}) => {
  const learner = await createLearner('hung');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await waitForLivePage(page);

  const hung = await hangBackend(page);
  await page.reload();
  // The server renders the member's dashboard (its backend is not the one hung: only the browser's requests are),
  // and the page waits for the member's first interaction to start its app (decision 0073).
  await startAppAsAVisitorWould(page);
  const alert = page.getByRole('main').getByRole('alert').first();
  await expect(alert).toBeVisible({ timeout: 30_000 });
  const shownAt = Date.now();
  await expect(alert).toContainText(/[\u0E00-\u0E7F]/);
  await expect(alert.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  const firstAt = hung.firstRequestAt();
  expect(firstAt).not.toBeNull();
  expect(shownAt - (firstAt ?? shownAt)).toBeLessThanOrEqual(PROMISED_MS);
  await expect(page.getByRole('status').filter({ hasText: 'กำลังเชื่อมต่อใหม่…' })).toBeVisible();

  // The backend answers again: the banner's probe notices and the page reloads its data, no click.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี, ${learner.name}`, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('กำลังเชื่อมต่อใหม่…')).toHaveCount(0);
});
