import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { ADMIN, waitForLandingToHydrate } from '../../fixtures/site.ts';

/**
 * Issue 20, items 1, 2 and 4 against the seed: an article read from the landing's #blog,
 * an instructor's page reached from a course, and an admin's reply to a review that a
 * visitor then reads on the course page.
 */

// The shared e2e backend answers one query at a time: a page may wait behind other specs.
const SLOW = { timeout: 30_000 };

test('a visitor opens an article from the landing #blog and reads its body, author, date and views', async ({ page }) => {
  await page.goto('/');
  await waitForLandingToHydrate(page);
  const blog = page.locator('#blog');
  await blog.scrollIntoViewIfNeeded();
  await blog.getByRole('link', { name: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว' }).click();

  await expect(page).toHaveURL(/\/blog\/developer-habits$/);
  await expect(page.getByRole('heading', { level: 1, name: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว' })).toBeVisible(SLOW);
  // The Markdown body: the seeded numbered list, rendered as a list.
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('listitem').first()).toHaveText('อ่านโค้ดของคนอื่นทุกสัปดาห์', SLOW);
  await expect(page.getByText('โดย ผู้ดูแลระบบ เรียนโค้ด')).toBeVisible();
  await expect(page.getByText(/อ่าน \d+ นาที/)).toBeVisible();
  // This reading counted: the seed's 980 became at least 981 (other specs may read it too).
  await expect(page.getByTestId('article-views')).toHaveText(/อ่านแล้ว (9[89]\d|\d,\d{3}) ครั้ง/, SLOW);
  await expect(page.getByTestId('article-views')).not.toHaveText('อ่านแล้ว 980 ครั้ง', SLOW);
  await expect(page).toHaveTitle('5 นิสัยของนักพัฒนาที่เติบโตเร็ว | เรียนโค้ด');

  const neighbours = page.getByRole('navigation', { name: 'บทความอื่น' });
  await expect(neighbours.getByRole('link', { name: /บทความก่อนหน้า/ })).toHaveAttribute('href', '/blog/first-programming-language-2026');
  await expect(page.getByRole('link', { name: /แชร์ไปที่ LINE/ })).toHaveAttribute('href', /social-plugins\.line\.me.*developer-habits/);

  // The draft is nobody's business but an admin's.
  await page.goto('/blog/api-design-for-frontend-teams');
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบบทความนี้' })).toBeVisible(SLOW);
});

test('a visitor opens an instructor page from a course and sees their bio, figures and courses', async ({ page }) => {
  await page.goto('/course/1');
  await page.getByRole('link', { name: 'ดูโปรไฟล์ผู้สอน อ.สมศักดิ์ วงศ์ไพบูลย์' }).first().click(SLOW);
  await expect(page).toHaveURL(/\/instructor\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'อ.สมศักดิ์ วงศ์ไพบูลย์' })).toBeVisible(SLOW);
  await expect(page.getByText(/นักพัฒนาซอฟต์แวร์กว่า 12 ปี/)).toBeVisible();
  const figures = page.getByRole('list', { name: 'ข้อมูลผู้สอน' });
  await expect(figures).toContainText(/คะแนนเฉลี่ย \d\.\d จาก 5/);
  await expect(figures).toContainText('2 คอร์ส');
  const courses = page.getByRole('region', { name: 'คอร์สของผู้สอน' });
  await expect(courses.getByTestId('course-card-1')).toBeVisible();
  await expect(courses.getByTestId('course-card-4')).toBeVisible();
  await expect(courses.getByTestId('course-card-2')).toHaveCount(0);
});

test('an admin replies to a review and a visitor reads the reply on the course page', async ({ page, browser }) => {
  const reply = `ขอบคุณสำหรับรีวิวครับ ${Date.now().toString(36)}`;
  await signInThroughUi(page, ADMIN.email, ADMIN.password, /\/admin$/);
  await page.goto('/course/5');
  await page.getByRole('tab', { name: 'รีวิว' }).click(SLOW);
  await page.getByRole('button', { name: 'ตอบกลับ: อนุชา พัฒนากิจ' }).click(SLOW);
  await page.getByRole('textbox', { name: 'คำตอบถึง อนุชา พัฒนากิจ' }).fill(reply);
  await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(page.getByText('บันทึกคำตอบแล้ว')).toBeVisible(SLOW);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/course/5');
  await visitor.getByRole('tab', { name: 'รีวิว' }).click(SLOW);
  const answered = visitor.getByTestId('review').filter({ hasText: 'อนุชา พัฒนากิจ' });
  await expect(answered.getByTestId('review-reply')).toContainText('คำตอบจากทีมเรียนโค้ด', SLOW);
  await expect(answered.getByTestId('review-reply')).toContainText(reply);
  await expect(visitor.getByRole('button', { name: /ตอบกลับ/ })).toHaveCount(0);
  await visitor.context().close();

  // Leave the seed as it was for other specs.
  await page.getByRole('button', { name: 'ลบคำตอบ: อนุชา พัฒนากิจ' }).click();
  await expect(page.getByText('ลบคำตอบแล้ว')).toBeVisible(SLOW);
});

test('an article, the blog and an instructor page arrive rendered by the server, body included', async ({ request }) => {
  const article = await (await request.get('/blog/developer-habits')).text();
  expect(article).toContain('data-server-rendered="/blog/developer-habits"');
  expect(article).toMatch(/<h1[^>]*>5 นิสัยของนักพัฒนาที่เติบโตเร็ว<\/h1>/);
  // The Markdown body is rendered on the server, not left as its loading state.
  expect(article).toContain('เขียนทดสอบก่อนแก้บั๊ก');
  const list = await (await request.get('/blog')).text();
  expect(list).toContain('href="/blog/docker-for-beginners"');
  const instructor = await (await request.get('/instructor/1')).text();
  expect(instructor).toMatch(/<h1[^>]*>อ\.สมศักดิ์ วงศ์ไพบูลย์<\/h1>/);
});
