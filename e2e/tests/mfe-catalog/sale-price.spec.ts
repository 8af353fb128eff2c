import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, serviceClient } from '../../fixtures/backend.ts';

/**
 * Issue 31 item 4: a sale price with an end date, shown with a countdown and charged by the database
 * only before the end (decision 0057). Course 5 (฿3,290) is the one no other spec buys or prices.
 */

const SLOW = { timeout: 30_000 };
const COURSE = 5;

async function setSale(salePrice: number | null, endsAt: Date | null): Promise<void> {
  const { error } = await serviceClient()
    .from('courses')
    .update({ sale_price: salePrice, sale_ends_at: endsAt?.toISOString() ?? null })
    .eq('id', COURSE);
  if (error) throw new Error(error.message);
}

test.afterEach(async () => {
  await setSale(null, null);
});

test('the sale price shows with a countdown, checkout charges it, and once the sale has ended checkout charges the list price', async ({
  page,
}) => {
  await setSale(2290, new Date(Date.now() + 3 * 3600_000));
  const learner = await createLearner('sale');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);

  await page.goto(`/course/${COURSE}`);
  const price = page.getByRole('complementary').getByTestId('course-price');
  await expect(price).toContainText('฿2,290', SLOW);
  await expect(price.locator('s')).toHaveText('฿3,290');
  await expect(page.getByRole('complementary').getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);

  await page.goto(`/checkout/${COURSE}`);
  await expect(page.getByTestId('checkout-total')).toHaveText('฿2,290', SLOW);
  await expect(page.getByTestId('checkout-quote').locator('s')).toHaveText('฿3,290');

  // The sale ends (as if its time passed): the database no longer counts it, whatever the page showed.
  await setSale(2290, new Date(Date.now() - 60_000));
  await page.reload();
  await expect(page.getByTestId('checkout-total')).toHaveText('฿3,290', SLOW);
  await expect(page.getByTestId('checkout-quote').locator('s')).toHaveCount(0);
});
