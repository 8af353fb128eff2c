import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { LEARNER } from '../../fixtures/site.ts';
import { expectedFigures, FIRST_PAINT } from './learner-data.ts';

test('the demo learner sees figures and course cards that match the database', async ({ page }) => {
  const expected = await expectedFigures(await signedInClient(LEARNER.email, LEARNER.password));
  expect(expected.enrolled).toBeGreaterThan(0);
  await signInThroughUi(page, LEARNER.email, LEARNER.password, /\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('สวัสดี, ', { timeout: FIRST_PAINT });
  await expect(page.getByTestId('stat-enrolled')).toHaveText(String(expected.enrolled));
  await expect(page.getByTestId('stat-finished')).toHaveText(String(expected.finished));
  await expect(page.getByTestId('stat-in-progress')).toHaveText(String(expected.inProgress));
  await expect(page.getByTestId('stat-hours')).toHaveText(expected.hours);
  for (const row of expected.rows) {
    const card = page.getByTestId(`enrolled-course-${row.course_id}`);
    await expect(card.getByTestId('course-progress')).toHaveText(`${row.progress_percent}%`);
    if (row.certificate_code) {
      // A finished course leads to its certificate instead of เรียนต่อ (issue 19, item 5).
      await expect(card.getByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toHaveAttribute(
        'href',
        `/certificates/${row.certificate_code}/print`,
      );
      await expect(card.getByRole('link', { name: 'เรียนต่อ' })).toHaveCount(0);
      continue;
    }
    const label = row.progress_percent > 0 ? 'เรียนต่อ' : 'เริ่มเรียน';
    await expect(card.getByRole('link', { name: label })).toHaveAttribute('href', `/course/${row.course_id}`);
  }
});

test('a new learner gets zeros and an empty state that leads to the catalogue', async ({ page }) => {
  const learner = await createLearner('dash');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี, ${learner.name}`, { timeout: FIRST_PAINT });
  await expect(page.getByTestId('stat-enrolled')).toHaveText('0');
  await expect(page.getByTestId('stat-hours')).toHaveText('0');
  await expect(page.getByText('คุณยังไม่ได้ลงทะเบียนคอร์สใด ๆ')).toBeVisible();
  await page.getByRole('link', { name: 'ดูคอร์สทั้งหมด' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
