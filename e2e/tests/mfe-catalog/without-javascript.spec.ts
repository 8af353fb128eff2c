import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 16 item 3: what the server renders for the catalogue works before
 * (here: without) any script. Links navigate as documents, the search form
 * is a GET form on the URL's own parameters, and a visitor's enrol control
 * is a link to sign in. Seed: published courses 1–7; Python is in 1 and 4;
 * course 7 is free.
 */

test.use({ javaScriptEnabled: false });

// The shared e2e backend may be busy hashing passwords for other specs: the first page gets longer.
const FIRST_LOAD = { timeout: 30_000 };

const cardIds = async (page: Page) =>
  (await page.locator('[data-testid^="course-card-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).map((v) =>
    Number(v?.replace('course-card-', '')),
  );

test('from the catalogue to a course and back through the header, as documents', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible(FIRST_LOAD);
  expect(await cardIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.getByTestId('catalog-stats')).toContainText('7 คอร์ส');

  await page.getByRole('link', { name: 'พื้นฐาน Python สำหรับผู้เริ่มต้น', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'พื้นฐาน Python สำหรับผู้เริ่มต้น' })).toBeVisible(FIRST_LOAD);

  await page.getByRole('link', { name: 'ย้อนกลับ' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('banner').getByRole('link', { name: 'คอร์สเรียน' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByTestId('course-card-1')).toBeVisible(FIRST_LOAD);
});

test('the search form loads the filtered, sorted page from the server: a Thai spelling finds the Python courses', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByTestId('course-card-1')).toBeVisible(FIRST_LOAD);
  await page.getByLabel('ค้นหาคอร์ส').fill('ไพทอน');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  // Without script the GET form sends every field it has, the empty price and rating filters too.
  await expect(page).toHaveURL(
    /\/courses\?q=%E0%B9%84%E0%B8%9E%E0%B8%97%E0%B8%AD%E0%B8%99&category=all&level=all&sort=recommended&min_price=&max_price=&rating=$/,
  );
  expect(await cardIds(page)).toEqual([1, 4]);
  await expect(page.getByLabel('ค้นหาคอร์ส')).toHaveValue('ไพทอน');

  await page.getByLabel('หมวดหมู่').selectOption('data-science');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  expect(await cardIds(page)).toEqual([4]);
  await expect(page.getByLabel('หมวดหมู่')).toHaveValue('data-science');

  await page.getByLabel('ค้นหาคอร์ส').fill('');
  await page.getByLabel('หมวดหมู่').selectOption('all');
  await page.getByLabel('ระดับ').selectOption('beginner');
  await page.getByLabel('เรียงตาม').selectOption('price_asc');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  // The empty price and rating filters go along too (a GET form sends every field).
  await expect(page).toHaveURL(/level=beginner&sort=price_asc&min_price=&max_price=&rating=$/);
  const beginners = await cardIds(page);
  expect(beginners[0]).toBe(7); // the free course first
  expect(beginners.length).toBeGreaterThan(1);
});

test('nothing found: the nearest category is a link that works', async ({ page }) => {
  await page.goto('/courses?q=pandas%20สำหรับเด็ก');
  await expect(page.getByText('ไม่พบคอร์สที่ตรงกับการค้นหาของคุณ')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('suggested-category').getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\?category=data-science$/);
  expect(await cardIds(page)).toEqual([4]);
});

test("a visitor's enrol control leads to sign-in and back: a free course to itself, a paid one to its checkout", async ({ page }) => {
  await page.goto('/course/7');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcourse%2F7$/);
  await expect(page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeVisible(FIRST_LOAD);
  // The sign-in form needs script: visibly disabled, never a form that would put a password in the address.
  await expect(page.locator('#login-email')).toBeDisabled();

  await page.goto('/courses');
  await page
    .getByTestId('course-card-1')
    .getByRole('link', { name: /ลงทะเบียน/ })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%2F1$/);
});

test('on a phone the painted header still has its menu: it opens through the address and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/course/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  const nav = page.getByRole('navigation', { name: 'เมนูหลัก (มือถือ)' });
  await expect(nav).toHaveCount(0);
  await page.getByRole('link', { name: 'เมนู', exact: true }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'คอร์สเรียน' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByTestId('course-card-1')).toBeVisible(FIRST_LOAD);
});
