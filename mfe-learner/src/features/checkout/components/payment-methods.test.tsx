import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { orderDetail, resetCheckoutTestBackend, startSignedIn, stubBackend } from '../../../testing/checkout-backend.ts';
import { orderDetailSchema } from '../lib/order-schemas.ts';
import { PaymentMethods } from './payment-methods.tsx';

// The checkout's payment methods (decision 0052) against a fake backend: the card goes to the
// gateway's vault only, create-charge gets the order and the token (never an amount), a refusal
// is shown in Thai, and the PromptPay QR is the gateway's image.

const VAULT = '/gateway/vault/tokens';
const CREATE_CHARGE = '/functions/v1/create-charge';

function renderMethods() {
  return renderWithProviders(<PaymentMethods order={orderDetailSchema.parse(orderDetail())} courseId={3} slipPanel={<p>แผงสลิป</p>} />);
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string): Promise<void> {
  await user.click(screen.getByRole('radio', { name: 'บัตรเครดิต / เดบิต' }));
  await user.type(await screen.findByLabelText('ชื่อบนบัตร'), 'SOMCHAI JAIDEE');
  await user.type(screen.getByLabelText('หมายเลขบัตร'), number);
  await user.type(screen.getByLabelText('เดือนหมดอายุ (MM)'), '12');
  await user.type(screen.getByLabelText('ปีหมดอายุ (ค.ศ. YYYY)'), '2031');
  await user.type(screen.getByLabelText('รหัส CVV'), '123');
}

describe('PaymentMethods', () => {
  afterEach(resetCheckoutTestBackend);

  it('shows the slip transfer first, and every method is a radio reachable by keyboard', async () => {
    await startSignedIn();
    const user = userEvent.setup();
    renderMethods();
    expect(screen.getByText('แผงสลิป')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'โอนเงินแล้วแนบสลิป (รอโรงเรียนตรวจสอบ)' })).toBeChecked();
    screen.getByRole('radio', { name: 'โอนเงินแล้วแนบสลิป (รอโรงเรียนตรวจสอบ)' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'โมบายแบงก์กิ้ง' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'ธนาคาร' })).toBeInTheDocument();
  });

  it('tokenizes the card at the vault and sends create-charge only the order, the method and the token', async () => {
    const seen = stubBackend({
      [VAULT]: () => ({ json: { object: 'token', id: 'tokn_test_1' } }),
      [CREATE_CHARGE]: () => ({ json: { charge_id: 'chrg_test_1', status: 'successful', authorize_uri: null, qr_image_uri: null } }),
    });
    await startSignedIn();
    const user = userEvent.setup();
    renderMethods();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'ชำระ ฿2,241' }));
    expect(await screen.findByText('ชำระเงินสำเร็จ กำลังพาคุณเข้าสู่คอร์ส...')).toBeInTheDocument();

    const vault = seen.find((r) => r.path === VAULT);
    expect(vault?.body).toMatchObject({ card: { number: '4242424242424242', expiration_month: '12', security_code: '123' } });
    const charge = seen.find((r) => r.path === CREATE_CHARGE);
    expect(charge?.body).toEqual({ order_id: 41, method: 'card', token: 'tokn_test_1', return_path: '/checkout/3' });
    // The card number reached the vault only.
    expect(seen.filter((r) => JSON.stringify(r.body ?? '').includes('4242424242424242')).map((r) => r.path)).toEqual([VAULT]);
  });

  it("shows the function's Thai refusal of a declined card, and an incomplete card is not sent", async () => {
    const seen = stubBackend({
      [VAULT]: () => ({ json: { object: 'token', id: 'tokn_test_2' } }),
      [CREATE_CHARGE]: () => ({ status: 402, json: { code: 'insufficient_fund', message: 'ยอดเงินในบัตรไม่เพียงพอ' } }),
    });
    await startSignedIn();
    const user = userEvent.setup();
    renderMethods();
    await user.click(screen.getByRole('radio', { name: 'บัตรเครดิต / เดบิต' }));
    await user.click(await screen.findByRole('button', { name: 'ชำระ ฿2,241' }));
    expect(await screen.findByText('กรุณากรอกข้อมูลบัตรให้ครบและถูกต้อง')).toBeInTheDocument();
    expect(seen.some((r) => r.path === VAULT)).toBe(false);

    await fillCard(user, '4111111111140011');
    await user.click(screen.getByRole('button', { name: 'ชำระ ฿2,241' }));
    expect(await screen.findByTestId('gateway-error')).toHaveTextContent('ยอดเงินในบัตรไม่เพียงพอ');
  });

  it('words an order the function refused as the orders domain does, not in the words the function sent', async () => {
    stubBackend({
      [VAULT]: () => ({ json: { object: 'token', id: 'tokn_test_3' } }),
      [CREATE_CHARGE]: () => ({ status: 409, json: { code: 'order_expired', message: 'คำสั่งซื้อหมดเวลาชำระแล้ว กรุณาสั่งซื้อใหม่' } }),
    });
    await startSignedIn();
    const user = userEvent.setup();
    renderMethods();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'ชำระ ฿2,241' }));
    expect(await screen.findByTestId('gateway-error')).toHaveTextContent(/^คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว$/);
  });

  it("shows the gateway's PromptPay QR and waits for the payment", async () => {
    const seen = stubBackend({
      [CREATE_CHARGE]: () => ({
        json: {
          charge_id: 'chrg_test_3',
          status: 'pending',
          authorize_uri: null,
          qr_image_uri: 'http://127.0.0.1:54321/gateway/qr/chrg_test_3.svg',
        },
      }),
    });
    await startSignedIn();
    const user = userEvent.setup();
    renderMethods();
    await user.click(screen.getByRole('radio', { name: 'พร้อมเพย์ QR (ยืนยันอัตโนมัติ)' }));
    await user.click(screen.getByRole('button', { name: 'สร้าง QR พร้อมเพย์' }));
    const qr = await screen.findByRole('img', { name: 'QR พร้อมเพย์สำหรับชำระ ฿2,241 ผ่านระบบชำระเงิน' });
    expect(qr).toHaveAttribute('src', 'http://127.0.0.1:54321/gateway/qr/chrg_test_3.svg');
    expect(screen.getByText('กำลังรอการชำระเงิน...')).toBeInTheDocument();
    expect(seen.find((r) => r.path === CREATE_CHARGE)?.body).toEqual({ order_id: 41, method: 'promptpay', return_path: '/checkout/3' });
  });
});
