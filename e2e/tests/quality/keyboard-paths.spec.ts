import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { LEARNER, waitForLivePage } from '../../fixtures/site.ts';

/**
 * Keyboard-only paths: every step after page.goto is a key press (no clicks),
 * as a learner without a mouse would go. Sign-in also checks that each focused
 * element shows a visible focus indicator.
 */

// The shared e2e backend answers one query at a time: a first paint may wait behind other specs.
const FIRST_PAINT = { timeout: 60_000 };
const MAX_TABS = 60;

// Each path waits for a first paint on a busy 2-core runner (other specs share the backend).
test.describe.configure({ timeout: 135_000 });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Whether the focused element draws an outline or a ring (Tailwind rings are box-shadows). Tab also walks
 * through a video's native controls (play, time, volume, full screen): the page then reports the video as
 * focused while Chromium draws the ring on the control inside it, out of the page's reach (looked at in a
 * screenshot), so a media element with controls counts as showing its focus.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    if (el instanceof HTMLMediaElement && el.controls) return true;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/** Presses Tab until `target` has focus; with `checkFocusRing`, every stop on the way must show focus. */
async function tabTo(page: Page, target: Locator, checkFocusRing = false): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    if (checkFocusRing) expect(await focusIsVisible(page), `focus ring on Tab stop ${i + 1}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const cardIds = async (page: Page) =>
  (await page.locator('[data-testid^="course-card-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).map((v) =>
    Number(v?.replace('course-card-', '')),
  );

/** Moves a native select with arrow keys (as a keyboard user does) until it holds `value`. */
async function arrowSelect(page: Page, select: Locator, value: string): Promise<void> {
  // One option per key press, waiting for each change: the select is controlled by the URL, so a press
  // shows only after React re-renders, and reading the value too early would overshoot the target.
  for (let i = 0; i < 10 && (await select.inputValue()) !== value; i += 1) {
    const before = await select.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue(before);
  }
  await expect(select).toHaveValue(value);
}

test('sign in with the keyboard only, with a visible focus ring at every Tab stop', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('อีเมล');
  await expect(email).toBeVisible(FIRST_PAINT);
  await waitForLivePage(page, FIRST_PAINT);
  await tabTo(page, email, true);
  await page.keyboard.type(LEARNER.email);
  await tabTo(page, page.getByLabel('รหัสผ่าน').first(), true);
  await page.keyboard.type(LEARNER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('สวัสดี, ', FIRST_PAINT);
});

test('catalogue filters with the keyboard: search, category and level update the results', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByTestId('course-card-1')).toBeVisible(FIRST_PAINT);
  await waitForLivePage(page, FIRST_PAINT);
  const search = page.getByLabel('ค้นหาคอร์ส');
  await tabTo(page, search, true);
  await page.keyboard.type('python');
  await expect.poll(() => cardIds(page)).toEqual([1, 4]);

  // Clear the search so the selects alone decide the results.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect.poll(() => cardIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);

  const category = page.getByLabel('หมวดหมู่');
  await tabTo(page, category, true);
  await arrowSelect(page, category, 'programming');
  await expect.poll(() => cardIds(page)).toEqual([1, 7]);

  const level = page.getByLabel('ระดับ');
  await tabTo(page, level, true);
  await arrowSelect(page, level, 'beginner');
  await expect(page).toHaveURL(/category=programming/);
  await expect(page).toHaveURL(/level=beginner/);
  // Course 1 is the beginner programming course; the result set narrowed to programming and beginner.
  await expect.poll(async () => (await cardIds(page)).includes(1)).toBe(true);
  expect((await cardIds(page)).every((id) => [1, 7].includes(id))).toBe(true);
  await arrowSelect(page, level, 'advanced');
  await expect(page.getByText('ไม่พบคอร์สที่ตรงกับการค้นหาของคุณ')).toBeVisible();
});

test('curriculum accordion: Enter and Space open and close modules, several stay open', async ({ page }) => {
  await page.goto('/course/1');
  await expect(page.getByTestId('lesson-111')).toBeVisible(FIRST_PAINT);
  await waitForLivePage(page, FIRST_PAINT);
  const first = page.getByRole('button', { name: /เริ่มต้นกับ Python/ });
  const second = page.getByRole('button', { name: /ตัวแปรและชนิดข้อมูล/ });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await tabTo(page, second);
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

/** Tabs: Tab reaches the selected tab; ArrowRight/ArrowLeft move selection (Radix selects on focus). */
async function arrowThroughTabs(page: Page, names: string[]): Promise<void> {
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tabTo(page, tab(names[0] ?? ''), true);
  for (const name of names.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    expect(await focusIsVisible(page)).toBe(true);
  }
  await page.keyboard.press('ArrowLeft');
  await expect(tab(names.at(-2) ?? '')).toHaveAttribute('aria-selected', 'true');
}

test('course detail tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/course/1');
  await expect(page.getByTestId('lesson-111')).toBeVisible(FIRST_PAINT);
  await waitForLivePage(page, FIRST_PAINT);
  await arrowThroughTabs(page, ['เนื้อหาคอร์ส', 'ภาพรวม', 'ผู้สอน', 'รีวิว']);
  await expect(page.getByRole('tab', { name: 'ผู้สอน' })).toHaveAttribute('aria-selected', 'true');
});

test('profile tabs move with the arrow keys', async ({ page }) => {
  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByTestId('stat-certificates')).toHaveText('1', FIRST_PAINT);
  // Drawn by the server first (decision 0076): the live page replaces it, and with it whatever held the focus.
  await waitForLivePage(page, FIRST_PAINT);
  await arrowThroughTabs(page, ['ข้อมูลส่วนตัว', 'คอร์สของฉัน', 'รายการโปรด', 'ใบประกาศนียบัตร', 'คำสั่งซื้อของฉัน', 'ตั้งค่า']);
});
