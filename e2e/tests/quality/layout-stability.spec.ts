import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { ADMIN, LEARNER } from '../../fixtures/site.ts';

/*
 * Issue 32: a member's pages must not move under the reader while they load (Lighthouse's CLS ≤ 0.05). Each
 * page loads on a phone's screen over a slow-4G link, so what it fetches arrives in separate frames as it does on
 * a phone; once everything the page shows has arrived (waited on, never timed), the layout shifts the browser
 * recorded are summed. Content arriving must fill space kept for it, not push what is already on the screen.
 */

const PHONE = { width: 412, height: 823 };
/** Lighthouse's slow 4G (its devtools throttling), without its CPU slowdown: the order of arrivals is what matters. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CLS_TARGET = 0.05;

interface Shift {
  value: number;
  moved: string[];
}

/** From the next document on, every layout shift not caused by input, with the elements it moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join('.')}`
            : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

async function onAPhoneOverSlow4g(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

test('a lesson page keeps still on a phone while its lesson, video, questions and sidebar arrive', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  await recordShifts(page);
  await onAPhoneOverSlow4g(page);
  // The demo learner's first lesson (seed): a video with captions, Markdown text, questions with replies.
  await page.goto('/course/1/lesson/111', { timeout: 120_000 });

  const player = page.getByTestId('lesson-player');
  const settle = { timeout: 120_000 };
  // The lesson's text as Markdown (the seed's "## ก่อนดู"), not a placeholder or the plain-text fallback.
  await expect(player.getByRole('heading', { name: 'ก่อนดู' })).toBeVisible(settle);
  await expect(player.getByTestId('video-player')).toBeVisible(settle);
  await expect(player.getByLabel('คำบรรยาย')).toBeVisible(settle);
  await expect(player.getByTestId('qa-question').first()).toBeVisible(settle);
  await expect(page.getByTestId('sidebar-progress')).toBeVisible(settle);
  await expect(page.getByRole('navigation', { name: 'บทเรียนในคอร์ส' }).getByRole('link').first()).toBeVisible(settle);
  await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toHaveCount(0, settle);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  const shifts = await shiftsOf(page);
  expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_TARGET);
});

test('/admin keeps still on a phone while its figures and members arrive', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await recordShifts(page);
  await onAPhoneOverSlow4g(page);
  await page.goto('/admin', { timeout: 120_000 });

  const settle = { timeout: 120_000 };
  await expect(page.getByTestId('stat-value')).toHaveCount(4, settle);
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible(settle);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  const shifts = await shiftsOf(page);
  expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_TARGET);
});
