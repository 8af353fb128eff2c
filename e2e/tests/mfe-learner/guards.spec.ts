import { expect, test } from '@playwright/test';
import { FIRST_PAINT } from './learner-data.ts';

/** The guards decide from the auth state: stale local-storage markers must not let anyone in. */
for (const path of ['/dashboard', '/profile']) {
  test(`signed out, ${path} redirects to /login with the way back`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userEmail', 'learner@riancode.dev');
      localStorage.setItem('userRole', 'user');
    });
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`), { timeout: FIRST_PAINT });
  });
}
