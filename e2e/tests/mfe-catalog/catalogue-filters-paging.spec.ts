import { expect, test, type Page } from '@playwright/test';
import type { Database } from '@shared/db';
import { z } from '@shared/zod';
import { anonClient } from '../../fixtures/backend.ts';
import { waitForLivePage } from '../../fixtures/site.ts';

/**
 * Issue 31 item 4: the free / price range / rating filters and the page are kept in the URL and work with
 * JavaScript on (the form updates the URL) and off (the server renders the page for the query string; the
 * form is a GET form). The expected cards come from the database's own answer, not from this file.
 */

const FIRST_LOAD = { timeout: 30_000 };
const cardIds = async (page: Page) =>
  (await page.locator('[data-testid^="course-card-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).map((v) =>
    Number(v?.replace('course-card-', '')),
  );

/** search_courses answers Json: the part this test compares, checked. */
const searchAnswer = z.object({ courses: z.array(z.object({ id: z.number() })) });

async function expectedIds(args: Database['public']['Functions']['search_courses']['Args']): Promise<number[]> {
  const result = await anonClient().rpc('search_courses', args);
  if (result.error) throw new Error(result.error.message);
  return searchAnswer.parse(result.data).courses.map((c) => c.id);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared filter link renders the filtered page, and the form sends free, price range and rating as a GET', async ({ page }) => {
    await page.goto('/courses?free=1');
    await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible(FIRST_LOAD);
    expect(await cardIds(page)).toEqual(await expectedIds({ p_free: true }));
    await expect(page.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' })).toBeChecked();

    await page.goto('/courses');
    await page.getByLabel('ราคาต่ำสุด (บาท)').fill('2000');
    await page.getByLabel('ราคาสูงสุด (บาท)').fill('3500');
    await page.getByLabel('คะแนนรีวิว').selectOption('4');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(/min_price=2000&max_price=3500&rating=4$/);
    expect(await cardIds(page)).toEqual(await expectedIds({ p_min_price: 2000, p_max_price: 3500, p_min_rating: 4 }));
  });

  test('a page past the last one says so and links back to the first, keeping the filters', async ({ page }) => {
    await page.goto('/courses?free=1&page=2');
    await expect(page.getByText('หน้านี้ไม่มีคอร์สแล้ว')).toBeVisible(FIRST_LOAD);
    await page.getByRole('link', { name: 'กลับไปหน้าแรก' }).click();
    await expect(page).toHaveURL(/\/courses\?free=1$/);
    expect(await cardIds(page)).toEqual(await expectedIds({ p_free: true }));
  });
});

test.describe('with JavaScript on', () => {
  test('each filter goes into the URL and the list follows; Back undoes it', async ({ page }) => {
    await page.goto('/courses');
    await waitForLivePage(page, FIRST_LOAD);
    // The box shows the URL's filter: it turns once the URL has changed (a click, then the state it leads to).
    await page.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' }).click();
    await expect(page).toHaveURL(/\/courses\?free=1$/);
    await expect(page.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' })).toBeChecked();
    const free = await expectedIds({ p_free: true });
    await expect.poll(() => cardIds(page)).toEqual(free);

    await page.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' })).not.toBeChecked();
    await page.getByLabel('คะแนนรีวิว').selectOption('4.5');
    await expect(page).toHaveURL(/\/courses\?rating=4\.5$/);
    await expect.poll(() => cardIds(page)).toEqual(await expectedIds({ p_min_rating: 4.5 }));

    await page.getByLabel('ราคาสูงสุด (บาท)').fill('2500');
    await page.getByLabel('ราคาสูงสุด (บาท)').press('Enter');
    await expect(page).toHaveURL(/\/courses\?max_price=2500&rating=4\.5$/);
    await expect.poll(() => cardIds(page)).toEqual(await expectedIds({ p_min_rating: 4.5, p_max_price: 2500 }));

    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?rating=4\.5$/);
  });

  test('?page=2 of a one-page view offers the first page, which keeps the filter', async ({ page }) => {
    await page.goto('/courses?rating=3&page=2');
    await waitForLivePage(page, FIRST_LOAD);
    await expect(page.getByText('หน้านี้ไม่มีคอร์สแล้ว')).toBeVisible();
    await page.getByRole('link', { name: 'กลับไปหน้าแรก' }).click();
    await expect(page).toHaveURL(/\/courses\?rating=3$/);
    await expect.poll(() => cardIds(page)).toEqual(await expectedIds({ p_min_rating: 3 }));
  });
});
