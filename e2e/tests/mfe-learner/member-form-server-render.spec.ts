import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, signedInClient } from '../../fixtures/backend.ts';
import { LIVE_THEME_BUTTON } from '../../fixtures/site.ts';

/**
 * A checkout and the profile, rendered by the site server for the member whose session cookie comes with the
 * request (decision 0076). Until an order is open a checkout waits for its app as the dashboard does (decision
 * 0073), and so does the profile's personal information: what a member types or presses before the app is live is
 * handed to the live page, never lost; an open order's page is not rendered. Seed: course 6 costs ฿1,990; WELCOME10 takes 10 % off.
 */
const COOKIE = 'riancode-auth';
const SLOW = { timeout: 30_000 };
const sessionCookiesOf = async (context: BrowserContext) =>
  (await context.cookies()).filter(({ name }) => name === COOKIE || name.startsWith(`${COOKIE}.`));

/** The page as the server painted it, its app not started: no live control, the server's area still there. */
async function expectPaintedWithoutApp(page: Page): Promise<void> {
  await expect(page.locator('[data-server-rendered]')).toHaveCount(1);
  await expect(page.locator(LIVE_THEME_BUTTON)).toHaveCount(0);
}

test('a checkout comes from the server; a coupon typed and applied, then the pay press, both before the app, are answered by the live page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const learner = await createLearner('ssr-buyer');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await expect.poll(() => sessionCookiesOf(context)).not.toHaveLength(0);

  // The document as the server sent it: the member's summary, its coupon field and pay button waiting for the app.
  const response = await page.request.get('/checkout/6');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain(`data-rendered-for="${learner.id}"`);
  expect(html).toContain('data-testid="checkout-total">฿1,990<');
  expect(html).toMatch(/data-app-control="checkout-pay"/);
  expect(html).toMatch(/data-app-control="coupon-form"/);

  // A coupon typed and applied before the app: the typing starts it, the submission is sent once it is live.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/checkout/6');
  await expectPaintedWithoutApp(page);
  await expect(page.getByTestId('checkout-total')).toHaveText('฿1,990');
  await page.getByLabel('รหัสคูปอง').fill('WELCOME10');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('฿1,791', SLOW);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);

  // The pay button pressed before the app: the press starts it and the live button answers it with the order.
  await page.goto('/checkout/6');
  await expectPaintedWithoutApp(page);
  await page.getByRole('button', { name: 'ชำระด้วย PromptPay' }).click();
  await expect(page.getByTestId('promptpay-qr')).toBeVisible(SLOW);
  await expect(page.getByTestId('order-amount')).toHaveText('฿1,990');
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  const client = await signedInClient(learner.email, learner.password);
  const { data: orders } = await client.from('orders').select('order_number,status').eq('course_id', 6);
  expect(orders).toEqual([{ order_number: orderNumber, status: 'pending' }]);

  // Coming back: an open order's page is left to the browser (its clock runs, its payment forms cannot be handed
  // over), which resumes the order at once, with no interaction.
  expect(await (await page.request.get('/checkout/6')).text()).not.toContain('data-rendered-for');
  await page.goto('/checkout/6');
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber, SLOW);
  await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
  expect(errors).toEqual([]);
});

test('the profile comes from the server; the edit pressed before the app opens the live form, and a save is stored', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const learner = await createLearner('ssr-profile');
  await signInThroughUi(page, learner.email, learner.password, /\/dashboard$/);
  await expect.poll(() => sessionCookiesOf(context)).not.toHaveLength(0);

  const html = await (await page.request.get('/profile')).text();
  expect(html).toContain(`data-rendered-for="${learner.id}"`);
  expect(html).toContain(`data-testid="profile-name">${learner.name}<`);
  expect(html).toMatch(/data-app-control="profile-edit"/);
  // The settings read the browser's own session: not drawn by the server.
  expect(await (await page.request.get('/profile?tab=settings')).text()).not.toContain('data-rendered-for');

  await page.goto('/profile');
  await expectPaintedWithoutApp(page);
  await expect(page.getByTestId('profile-name')).toHaveText(learner.name);
  await page.getByRole('button', { name: 'แก้ไขข้อมูล' }).click();
  await expect(page.getByLabel('เบอร์โทรศัพท์')).toBeVisible(SLOW);
  await page.getByLabel('เบอร์โทรศัพท์').fill('0898765432');
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText('0898765432');
  const client = await signedInClient(learner.email, learner.password);
  const { data: row } = await client.from('users').select('phone').eq('id', learner.id).single();
  expect(row).toEqual({ phone: '0898765432' });

  // Another tab pressed before the app: the live tab opens.
  await page.goto('/profile');
  await expectPaintedWithoutApp(page);
  await page.getByRole('tab', { name: 'ตั้งค่า' }).click();
  await expect(page).toHaveURL(/\?tab=settings$/, SLOW);
});
