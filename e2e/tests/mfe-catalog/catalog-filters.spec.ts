import { expect, test, type Page } from '@playwright/test';

/** /courses on the seeded catalogue: published courses 1–7 (8 is a draft and never listed). */

// The shared e2e backend runs queries one at a time on one thread; while other specs hash passwords the first
// answer can take a while, so the first paint gets a longer wait than the 10 s default.
const FIRST_LOAD = { timeout: 30_000 };

const cards = (page: Page) => page.locator('[data-testid^="course-card-"]');
const cardIds = async (page: Page) =>
  (await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).map((v) =>
    Number(v?.replace('course-card-', '')),
  );

async function openCatalogue(page: Page, query = '') {
  await page.goto(`/courses${query}`);
  await expect(cards(page).first()).toBeVisible(FIRST_LOAD);
}

test('lists every published course with its card facts, never the draft', async ({ page }) => {
  await openCatalogue(page);
  expect(await cardIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const python = page.getByTestId('course-card-1');
  await expect(python.getByRole('heading', { name: 'พื้นฐาน Python สำหรับผู้เริ่มต้น' })).toBeVisible();
  await expect(python.getByText('เริ่มต้น', { exact: true })).toBeVisible();
  await expect(python.getByText('อ.สมศักดิ์ วงศ์ไพบูลย์')).toBeVisible();
  await expect(python.getByText('12 บทเรียน')).toBeVisible();
  await expect(python.getByText('฿1,790')).toBeVisible();
  await expect(python.getByRole('link', { name: /ลงทะเบียน/ })).toBeVisible();
  await expect(page.getByTestId('course-card-7').getByTestId('course-price')).toHaveText('ฟรี');
});

test('search matches title or description, case-insensitively, Thai included, and is kept in the URL', async ({ page }) => {
  await openCatalogue(page);
  const box = page.getByLabel('ค้นหาคอร์ส');
  await box.fill('PYTHON');
  await expect(page).toHaveURL(/\?q=PYTHON$/);
  await expect.poll(() => cardIds(page)).toEqual([1, 4]);

  await box.fill('ฉบับเร่งรัด');
  await expect.poll(() => cardIds(page)).toEqual([7]);

  // Only in a description: "…จนเขียนโปรแกรมแก้ปัญหาจริงได้" (course 1).
  await box.fill('แก้ปัญหาจริง');
  await expect.poll(() => cardIds(page)).toEqual([1]);

  // PostgREST syntax in the text must not break the request.
  await box.fill('a,b(c)*');
  await expect(page.getByText('ไม่พบคอร์สที่ตรงกับการค้นหาของคุณ')).toBeVisible();
});

test('a shared link opens the same filtered view', async ({ page }) => {
  await openCatalogue(page, '?q=python&level=advanced');
  await expect(page.getByLabel('ค้นหาคอร์ส')).toHaveValue('python');
  await expect(page.getByLabel('ระดับ')).toHaveValue('advanced');
  await expect.poll(() => cardIds(page)).toEqual([4]);
});

test('category filter, in the URL, and Back restores the previous view', async ({ page }) => {
  await openCatalogue(page);
  await page.getByLabel('หมวดหมู่').selectOption('design');
  await expect(page).toHaveURL(/\/courses\?category=design$/);
  await expect.poll(() => cardIds(page)).toEqual([6]);
  await page.getByLabel('หมวดหมู่').selectOption('programming');
  await expect.poll(() => cardIds(page)).toEqual([1, 7]);
  await page.goBack();
  await expect(page).toHaveURL(/\?category=design$/);
  await expect(page.getByLabel('หมวดหมู่')).toHaveValue('design');
  await expect.poll(() => cardIds(page)).toEqual([6]);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect.poll(() => cardIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('level filter, combined with category', async ({ page }) => {
  await openCatalogue(page);
  await page.getByLabel('ระดับ').selectOption('advanced');
  await expect(page).toHaveURL(/\?level=advanced$/);
  await expect.poll(() => cardIds(page)).toEqual([4, 5]);
  await page.getByLabel('ระดับ').selectOption('intermediate');
  await expect.poll(() => cardIds(page)).toEqual([2, 3]);
  await page.getByLabel('หมวดหมู่').selectOption('mobile-development');
  await expect.poll(() => cardIds(page)).toEqual([3]);
  await page.getByLabel('ระดับ').selectOption('beginner');
  await expect(page.getByText('ไม่พบคอร์สที่ตรงกับการค้นหาของคุณ')).toBeVisible();
  await page.getByRole('link', { name: 'ล้างตัวกรอง' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect.poll(() => cardIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('a Thai spelling of an English term finds its courses (search_synonyms): ไพทอน finds Python', async ({ page }) => {
  await openCatalogue(page);
  await page.getByLabel('ค้นหาคอร์ส').fill('ไพทอน');
  await expect(page).toHaveURL(/\?q=%E0%B9%84%E0%B8%9E%E0%B8%97%E0%B8%AD%E0%B8%99$/);
  await expect.poll(() => cardIds(page)).toEqual([1, 4]);
  await expect(page.getByText('พบ 2 คอร์ส')).toBeVisible();
  await page.getByLabel('ค้นหาคอร์ส').fill('รีแอค');
  await expect.poll(() => cardIds(page)).toEqual([2]);
});

test('sort is kept in the URL and orders the cards', async ({ page }) => {
  await openCatalogue(page);
  await page.getByLabel('เรียงตาม').selectOption('price_desc');
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await expect.poll(async () => (await cardIds(page)).at(-1)).toBe(7); // the free course last
  await page.getByLabel('เรียงตาม').selectOption('price_asc');
  await expect.poll(async () => (await cardIds(page))[0]).toBe(7);
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await expect(page.getByLabel('เรียงตาม')).toHaveValue('price_desc');
});
