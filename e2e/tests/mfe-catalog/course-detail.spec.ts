import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../../fixtures/site.ts';

// The shared e2e backend answers one query at a time: the first paint of a page may wait behind other specs.
const FIRST_LOAD = { timeout: 30_000 };

test('course detail: header, instructor, tabs, sidebar facts and features', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByTestId('course-card-2')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('course-card-2').getByRole('link', { name: 'React และ TypeScript สร้างเว็บแอปสมัยใหม่', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'React และ TypeScript สร้างเว็บแอปสมัยใหม่' })).toBeVisible();
  await expect(page.getByText('ปานกลาง', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('พัฒนาเว็บไซต์', { exact: true })).toBeVisible();
  await expect(page.getByText(/\(\d+ รีวิว\)/)).toBeVisible();
  await expect(page.getByText('อ.ณัฐพล ศรีสุวรรณ').first()).toBeVisible();
  for (const tab of ['เนื้อหาคอร์ส', 'ภาพรวม', 'ผู้สอน', 'รีวิว']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: 'ดูตัวอย่างคอร์ส' })).toBeVisible();
  await expect(sidebar.getByText('฿2,990')).toBeVisible();
  // A paid course: the button is a link to its checkout, through sign-in for a visitor.
  await expect(sidebar.getByRole('link', { name: /ลงทะเบียน/ })).toHaveAttribute('href', '/login?next=%2Fcheckout%2F2');
  for (const fact of ['ระยะเวลา', 'บทเรียน', 'ภาษา: ไทย', 'เข้าเรียนได้ตลอดชีพ', 'มีใบประกาศนียบัตรเมื่อเรียนจบ']) {
    await expect(sidebar.getByText(fact, { exact: false }).first()).toBeVisible();
  }
  await expect(sidebar.getByRole('heading', { name: 'สิ่งที่คุณจะได้รับ' })).toBeVisible();

  await page.getByRole('tab', { name: 'ภาพรวม' }).click();
  await expect(page.getByRole('heading', { name: 'สิ่งที่คุณจะได้เรียนรู้' })).toBeVisible();
  await page.getByRole('tab', { name: 'รีวิว' }).click();
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByText('ลงทะเบียนเรียนคอร์สนี้เพื่อเขียนรีวิว')).toBeVisible();

  await page.getByRole('link', { name: 'ย้อนกลับ' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('an unknown or draft course shows a Thai not-found state', async ({ page }) => {
  for (const path of ['/course/9999', '/course/8', '/course/abc']) {
    await page.goto(path);
    await expect(page.getByText('ไม่พบคอร์สนี้').first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'ดูคอร์สทั้งหมด' })).toBeVisible();
  }
  await page.goto('/course/1/no-such-thing');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ขออภัย ไม่พบหน้าที่คุณต้องการ');
});

test('an unknown lesson of a real course says the lesson is missing, not the course', async ({ page }) => {
  await page.goto('/course/1/lesson/99999');
  await expect(page.getByText('ไม่พบบทเรียนนี้ในคอร์ส')).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('บทเรียนนี้อาจถูกย้ายหรือนำออกจากคอร์สแล้ว')).toBeVisible();
  await expect(page.getByText('คอร์สที่คุณต้องการอาจถูกนำออก')).toHaveCount(0);
});

test('curriculum signed out: several modules open at once, previews free, the rest locked', async ({ page }) => {
  await page.goto('/course/1');
  await expect(page.getByTestId('lesson-111')).toBeVisible(FIRST_LOAD);
  const first = page.getByRole('button', { name: /เริ่มต้นกับ Python/ });
  const second = page.getByRole('button', { name: /ตัวแปรและชนิดข้อมูล/ });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  const preview = page.getByTestId('lesson-111');
  await expect(preview.getByText('ดูฟรี')).toBeVisible();
  await expect(preview.getByRole('link')).toBeVisible();
  const locked = page.getByTestId('lesson-121');
  await expect(locked).toHaveAttribute('data-access', 'locked');
  await expect(locked.getByRole('img', { name: /ล็อกอยู่/ })).toBeVisible();
  await expect(locked.getByRole('link')).toHaveCount(0);
});

test('the course page plays its free preview inline, in the site player, signed out', async ({ page }) => {
  await page.goto('/course/1');
  const preview = page.getByTestId('course-preview-video');
  await expect(preview.getByRole('heading', { name: 'ตัวอย่างคอร์ส' })).toBeVisible(FIRST_LOAD);
  const video = preview.getByTestId('video-player').locator('video');
  await expect(video).toHaveAttribute('src', '/media/sample-lesson.mp4', FIRST_LOAD);
  await expect(video).toHaveAttribute('aria-label', 'แนะนำคอร์สและติดตั้ง Python');
  // Most visitors never play it: nothing of the clip downloads until one does.
  await expect(video).toHaveAttribute('preload', 'none');
  // The kit's player, not a bare <video>: its speed menu, captions and shortcuts help come with it.
  await expect(preview.getByLabel('ความเร็ว')).toBeVisible();
  await expect(preview.getByLabel('คำบรรยาย', { exact: true })).toBeVisible();
  await expect(preview.getByText('ปุ่มลัดของวิดีโอ')).toBeVisible();
  // No saved place and no resume notice for a visitor.
  await expect(preview.getByTestId('video-resume')).toHaveCount(0);

  // Once the app has taken the server's page over, the player's keyboard shortcuts work here too. The shell
  // live is not yet the course page live: its own controls say when it is (the tabs turn live after its first
  // render), and the key goes to the video as it is then (press focuses the element it finds, then types).
  await waitForLivePage(page, FIRST_LOAD);
  await expect(page.locator('[data-app-control="course-tab-reviews"][data-app-live]')).toHaveCount(1);
  const live = page.getByTestId('course-preview-video').locator('video');
  await live.press('k');
  await expect(page.getByTestId('course-preview-video').getByTestId('video-announcement')).toHaveText('เล่น');
  // Played, the clip really loads and moves (the shell serves it).
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
});

test('a free preview plays signed out (HTML5 video with controls)', async ({ page }) => {
  await page.goto('/course/1');
  await expect(page.getByRole('link', { name: 'ดูตัวอย่างคอร์ส' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: 'ดูตัวอย่างคอร์ส' }).click();
  await expect(page).toHaveURL(/\/course\/1\/lesson\/111$/);
  const player = page.getByTestId('lesson-player');
  await expect(player.getByTestId('lesson-title')).toHaveText('แนะนำคอร์สและติดตั้ง Python');
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', '/media/sample-lesson.mp4');
  await expect(video).toHaveAttribute('controls', '');
  // The clip really loads (the shell serves it): metadata arrives, no Thai error message.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(player.getByText('ไม่สามารถเล่นวิดีโอนี้ได้', { exact: false })).toHaveCount(0);
  await expect(player.getByText('ลงทะเบียนเรียนเพื่อบันทึกความคืบหน้า')).toBeVisible();
});

test('opening a locked lesson by URL while signed out shows the server refusal, not its content', async ({ page }) => {
  await page.goto('/course/1/lesson/121');
  const player = page.getByTestId('lesson-player');
  await expect(player.getByText('บทเรียนนี้ล็อกอยู่ กรุณาลงทะเบียนเรียนเพื่อเข้าถึงเนื้อหา')).toBeVisible(FIRST_LOAD);
  await expect(player.locator('video')).toHaveCount(0);
});

test('on a phone the price and the main action ride in a bar at the bottom of the screen, above the curriculum', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/course/1');
  const bar = page.getByRole('region', { name: 'ราคาและการลงทะเบียน' });
  await expect(bar).toBeVisible(FIRST_LOAD);
  await expect(bar).toContainText('฿');
  // Wholly on screen at first sight, with the curriculum still below the fold.
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('complementary').getByTestId('course-price')).not.toBeInViewport();
  await bar.getByRole('link', { name: /ลงทะเบียน/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%2F1$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/course/1');
  await expect(page.getByRole('complementary').getByTestId('course-price')).toBeVisible(FIRST_LOAD);
  await expect(bar).toBeHidden();
});
