import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { Toaster } from '@shared/platform/toast';
import { CheckoutRoute } from '../../../app/routes/checkout-route.tsx';
import {
  type Handler,
  LEARNER_ID,
  orderDetail,
  paidCourse,
  refused,
  resetCheckoutTestBackend,
  startSignedIn,
  startSignedOut,
  stubBackend,
} from '../../../testing/checkout-backend.ts';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCheckout() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/checkout/:courseId" element={<CheckoutRoute />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
      <Toaster />
    </>,
    { route: '/checkout/3' },
  );
}

const quote = (coupon: string | null, discount: number) => ({
  course_id: 3,
  course_title: paidCourse.title,
  subtotal: 2490,
  discount,
  total: 2490 - discount,
  coupon_code: coupon,
});

/** A learner with no order yet for course 3; coupons answer as the database would. */
const summaryBackend = (extra: Record<string, Handler> = {}) => ({
  course_catalog: () => ({ json: [paidCourse] }),
  my_course_progress: () => ({ json: [] }),
  orders: () => ({ json: [] }),
  'rpc/checkout_quote': ({ body }: { body: unknown }) => {
    // No coupon is the argument left out (its default, null).
    const code = (body as { p_coupon_code?: string }).p_coupon_code;
    if (code === undefined) return { json: quote(null, 0) };
    if (code === 'WELCOME10') return { json: quote('WELCOME10', 249) };
    if (code === 'EXPIRED2025') return refused('coupon_expired');
    if (code === 'USEDUP') return refused('coupon_used_up');
    return refused('coupon_unknown');
  },
  ...extra,
});

/** A learner with an open order for course 3, answered by `order` on every get_order. */
const orderBackend = (order: () => Record<string, unknown>, extra: Record<string, Handler> = {}) => ({
  course_catalog: () => ({ json: [paidCourse] }),
  my_course_progress: () => ({ json: [] }),
  orders: () => ({
    json: [
      { id: 41, order_number: 'RC-20261123-000041', course_id: 3, status: 'pending', total: 2241, expires_at: new Date().toISOString() },
    ],
  }),
  'rpc/get_order': () => ({ json: order() }),
  ...extra,
});

afterEach(() => resetCheckoutTestBackend());

describe('checkout: signed out', () => {
  it('sends the visitor to sign in and come back to this checkout', async () => {
    stubBackend({});
    startSignedOut();
    renderCheckout();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=%2Fcheckout%2F3');
  });
});

describe('checkout: the summary and its coupon', () => {
  it('shows the price, and each refused coupon in Thai on the field, keeping what was typed', async () => {
    stubBackend(summaryBackend());
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('฿2,490');

    const field = screen.getByLabelText('รหัสคูปอง');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect(await screen.findByText('กรุณากรอกรหัสคูปอง')).toBeInTheDocument();

    for (const [code, message] of [
      ['nope', 'ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง'],
      ['EXPIRED2025', 'คูปองนี้หมดอายุหรือถูกปิดใช้งานแล้ว'],
      ['USEDUP', 'คูปองนี้ถูกใช้ครบจำนวนแล้ว'],
    ] as const) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(code);
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('฿2,490');
    }
  });

  it('during a sale shows the list price struck through beside the price the database quotes', async () => {
    stubBackend(
      summaryBackend({
        'rpc/checkout_quote': () => ({ json: { ...quote(null, 0), list_price: 3290 } }),
      }),
    );
    await startSignedIn();
    renderCheckout();
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('฿2,490');
    expect(within(screen.getByTestId('checkout-quote')).getByLabelText('ราคาปกติ ฿3,290')).toHaveTextContent('฿3,290');
  });

  it('applies a good coupon (typed in lower case): the discount and the new total, and the order is opened with it', async () => {
    const seen = stubBackend(
      summaryBackend({
        'rpc/create_order': () => ({
          json: {
            id: 41,
            order_number: 'RC-20261123-000041',
            course_id: 3,
            status: 'pending',
            total: 2241,
            expires_at: new Date().toISOString(),
          },
        }),
        'rpc/get_order': () => ({ json: orderDetail() }),
      }),
    );
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByLabelText('รหัสคูปอง'), ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    const summary = await screen.findByTestId('checkout-quote');
    await waitFor(() => expect(within(summary).getByText('ส่วนลดคูปอง WELCOME10')).toBeInTheDocument());
    expect(within(summary).getByText('−฿249')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('฿2,241');

    await user.click(screen.getByRole('button', { name: 'ชำระด้วย PromptPay' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('RC-20261123-000041');
    expect(seen.find((request) => request.path === 'rpc/create_order')?.body).toEqual({ p_course_id: 3, p_coupon_code: 'WELCOME10' });
  });

  it('when the database says an order is already open (another tab), that order is resumed, not a second one made', async () => {
    let openOrders: unknown[] = [];
    stubBackend(
      summaryBackend({
        orders: () => ({ json: openOrders }),
        'rpc/create_order': () => {
          openOrders = [
            {
              id: 41,
              order_number: 'RC-20261123-000041',
              course_id: 3,
              status: 'pending',
              total: 2490,
              expires_at: new Date().toISOString(),
            },
          ];
          return refused('order_already_open');
        },
        'rpc/get_order': () => ({ json: orderDetail({ total: 2490, discount: 0, coupon_code: null }) }),
      }),
    );
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'ชำระด้วย PromptPay' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('RC-20261123-000041');
    expect(screen.getByTestId('order-amount')).toHaveTextContent('฿2,490');
  });

  it('a course the database says is free is not sold: its message, no pay button', async () => {
    stubBackend(summaryBackend({ 'rpc/checkout_quote': () => refused('course_is_free') }));
    await startSignedIn();
    renderCheckout();
    expect(await screen.findByText('คอร์สนี้เรียนฟรี ลงทะเบียนได้ที่หน้าคอร์สโดยไม่ต้องชำระเงิน')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ชำระด้วย PromptPay' })).not.toBeInTheDocument();
  });
});

describe('checkout: a pending order', () => {
  it('is resumed: the QR, the amount in baht, the order number, the Thai steps and a live countdown', async () => {
    const seen = stubBackend(orderBackend(() => orderDetail({ seconds_left: 125 })));
    await startSignedIn();
    renderCheckout();
    expect(await screen.findByTestId('order-amount')).toHaveTextContent('฿2,241');
    expect(screen.getByTestId('order-number')).toHaveTextContent('RC-20261123-000041');
    expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์สำหรับชำระ ฿2,241' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('เปิดแอปธนาคารบนมือถือของคุณ')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('02:05');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('02:04'), { timeout: 2500 });
    expect(screen.getByRole('timer')).toHaveAccessibleName(/2 นาที \d+ วินาที/);
    // Resumed, not duplicated.
    expect(seen.some((request) => request.path === 'rpc/create_order')).toBe(false);
  });

  it('says so in Thai when the school has no PromptPay ID, instead of drawing a QR', async () => {
    stubBackend(orderBackend(() => orderDetail({ promptpay_id: null })));
    await startSignedIn();
    renderCheckout();
    expect(await screen.findByTestId('no-promptpay')).toHaveTextContent('โรงเรียนยังไม่ได้ตั้งค่าหมายเลขพร้อมเพย์');
    expect(screen.queryByTestId('promptpay-qr')).not.toBeInTheDocument();
  });

  it('refuses a slip that is not an image, or over 5 MB, before uploading anything', async () => {
    const seen = stubBackend(orderBackend(() => orderDetail()));
    await startSignedIn();
    const user = userEvent.setup({ applyAccept: false });
    renderCheckout();
    const input = await screen.findByLabelText(/ไฟล์สลิป/);
    await user.upload(input, new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('ไฟล์สลิปต้องเป็นรูปภาพ JPG, PNG หรือ WebP เท่านั้น')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('ไฟล์สลิปต้องมีขนาดไม่เกิน 5 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));
    expect(seen.some((request) => request.path.startsWith('storage/') || request.path === 'rpc/submit_payment_slip')).toBe(false);
  });

  it('uploads a PNG slip into the learner’s folder, submits its path, then waits for review', async () => {
    let slip: Record<string, unknown> | null = null;
    const seen = stubBackend(
      orderBackend(() => orderDetail({ latest_slip: slip }), {
        'storage/object/payment-slips/*': () => ({ json: { Id: 'x', Key: 'k' } }),
        'rpc/submit_payment_slip': () => {
          slip = { id: 5, status: 'submitted', reject_reason: null, created_at: new Date().toISOString() };
          return { json: { id: 5, order_id: 41, status: 'submitted' } };
        },
      }),
    );
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    await user.upload(await screen.findByLabelText(/ไฟล์สลิป/), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));
    expect(await screen.findByText('รอตรวจสอบสลิป')).toBeInTheDocument();
    const upload = seen.find((request) => request.path.startsWith('storage/'));
    expect(upload?.path).toMatch(new RegExp(`^storage/object/payment-slips/${LEARNER_ID}/41/[0-9a-f-]{36}\\.png$`));
    const submitted = seen.find((request) => request.path === 'rpc/submit_payment_slip')?.body as { p_object_path: string };
    expect(`storage/object/payment-slips/${submitted.p_object_path}`).toBe(upload?.path);
    // Waiting for an admin stops the clock: the database does not expire this order.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('lets the learner delete a slip waiting for review (ลบสลิป), then upload another', async () => {
    let slip: Record<string, unknown> | null = { id: 5, status: 'submitted', reject_reason: null, created_at: new Date().toISOString() };
    const seen = stubBackend(
      orderBackend(() => orderDetail({ latest_slip: slip }), {
        'storage/object/list/payment-slips': () => ({ json: [{ name: 'a.png', id: 'x', metadata: {} }] }),
        'storage/object/payment-slips': () => {
          slip = null;
          return { json: [{ name: `${LEARNER_ID}/41/a.png` }] };
        },
      }),
    );
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByTestId('slip-pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลบสลิป' }));
    expect(await screen.findByText('ลบสลิปแล้ว อัปโหลดสลิปใหม่ได้เลย')).toBeInTheDocument();
    expect(await screen.findByLabelText(/ไฟล์สลิป/)).toBeEnabled();
    const listed = seen.find((request) => request.path === 'storage/object/list/payment-slips')?.body as { prefix: string };
    expect(listed.prefix).toBe(`${LEARNER_ID}/41`);
    expect(seen.find((request) => request.path === 'storage/object/payment-slips')?.body).toEqual({ prefixes: [`${LEARNER_ID}/41/a.png`] });
  });

  it('shows a rejected slip’s reason and lets the learner upload another', async () => {
    stubBackend(
      orderBackend(() =>
        orderDetail({ latest_slip: { id: 5, status: 'rejected', reject_reason: 'ยอดเงินไม่ตรง', created_at: new Date().toISOString() } }),
      ),
    );
    await startSignedIn();
    renderCheckout();
    expect(await screen.findByTestId('slip-rejected')).toHaveTextContent('เหตุผล: ยอดเงินไม่ตรง');
    expect(screen.getByLabelText(/ไฟล์สลิป/)).toBeEnabled();
  });

  it('when the countdown runs out it asks again; paid by then: a toast and on to the course', async () => {
    let reads = 0;
    stubBackend(
      orderBackend(() =>
        ++reads === 1
          ? orderDetail({ seconds_left: 1 })
          : orderDetail({ status: 'paid', seconds_left: 0, receipt_number: 'RCPT-2026-000001' }),
      ),
    );
    await startSignedIn();
    renderCheckout();
    expect(await screen.findByRole('timer')).toHaveTextContent('00:01');
    expect(await screen.findByTestId('location', {}, { timeout: 4000 })).toHaveTextContent(/^\/course\/3$/);
    expect(await screen.findByText('ชำระเงินสำเร็จ! ยินดีต้อนรับสู่คอร์ส')).toBeInTheDocument();
  });

  it('an expired order says so in Thai and offers a new order, which starts from the summary', async () => {
    stubBackend({ ...summaryBackend(), ...orderBackend(() => orderDetail({ status: 'expired', seconds_left: 0 })) });
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByText('คำสั่งซื้อนี้หมดอายุ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างคำสั่งซื้อใหม่' }));
    expect(await screen.findByRole('button', { name: 'ชำระด้วย PromptPay' })).toBeInTheDocument();
  });

  it('cancels only after the learner confirms', async () => {
    let status = 'pending';
    const seen = stubBackend(
      orderBackend(() => orderDetail({ status }), {
        'rpc/cancel_order': () => {
          status = 'cancelled';
          return {
            json: { id: 41, order_number: 'RC-20261123-000041', course_id: 3, status, total: 2241, expires_at: new Date().toISOString() },
          };
        },
      }),
    );
    await startSignedIn();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(seen.some((request) => request.path === 'rpc/cancel_order')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    await waitFor(() => expect(seen.filter((request) => request.path === 'rpc/cancel_order')).toHaveLength(1));
  });
});
