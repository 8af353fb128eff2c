import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner } from '../../fixtures/backend.ts';

/**
 * Going offline in the middle of a session: what needs the network says so in
 * Thai with a retry button (never a blank page or an endless spinner), the
 * frame keeps working, and retry recovers once the connection is back.
 */
test('offline mid-session: a Thai network error with retry, then recovery when back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const learner = await createLearner('offline');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  // The catalogue remote loads while online, so afterwards only data needs the network.
  await page.getByRole('link', { name: 'คอร์สเรียน' }).first().click();
  await expect(page.getByTestId('course-card-2')).toBeVisible({ timeout: 30_000 });

  // Offline: a course whose details were never loaded needs the network.
  await context.setOffline(true);
  await page.getByTestId('course-card-2').getByRole('link').first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();

  await context.setOffline(false);
  // Back online, the query refetches on reconnect by itself and the retry button does the same on demand; either may
  // come first (the alert can vanish under the click), so the button is pressed only while it is still there.
  await alert
    .getByRole('button', { name: 'ลองใหม่' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(alert).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('React', { timeout: 30_000 });
});
