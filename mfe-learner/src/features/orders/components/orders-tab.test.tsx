import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { Toaster } from '@shared/platform/toast';
import { fakeRest, postgrestError, type FakeAnswer, type SeenRequest } from '@shared/testing/fake-rest';
import { OrdersTab } from './orders-tab.tsx';

const USER = '6f1c1d1e-8a9b-4c2d-9e3f-1a2b3c4d5e6f';
const soon = new Date(Date.now() + 20 * 60_000).toISOString();
const past = new Date(Date.now() - 60_000).toISOString();

/** An `orders` row as PostgREST sends it for the tab's select (numeric as JSON numbers, the course embedded). */
function row(id: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    order_number: `RC-20261123-${String(id).padStart(6, '0')}`,
    course_id: id + 100,
    status,
    subtotal: 2990,
    discount: 0,
    total: 2990,
    coupon_code: null,
    payment_method: null,
    expires_at: soon,
    created_at: '2026-11-23T03:00:00Z',
    course: { title: `คอร์ส ${id}` },
    ...extra,
  };
}

function list(rows: unknown[], total = rows.length, from = 0): FakeAnswer {
  return { body: rows, headers: { 'Content-Range': rows.length ? `${from}-${from + rows.length - 1}/${total}` : `*/${total}` } };
}

const isListRead = (r: SeenRequest) => r.method === 'GET' && r.path.startsWith('/orders?');

let restore = () => {};
afterEach(() => restore());

describe('OrdersTab', () => {
  it('reads only the caller’s orders, newest first, and shows each with its Thai status, amount and actions', async () => {
    const fake = fakeRest(() =>
      list([
        row(6, 'pending', { subtotal: 2990, discount: 299, total: 2691, coupon_code: 'WELCOME10' }),
        row(5, 'pending', { expires_at: past }),
        row(4, 'paid', { payment_method: 'card' }),
        row(3, 'refunded'),
        row(2, 'cancelled', { course: null }),
      ]),
    );
    restore = fake.restore;
    renderWithProviders(<OrdersTab userId={USER} />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดข้อมูล...');

    const pending = within(await screen.findByTestId('order-RC-20261123-000006'));
    expect(pending.getByTestId('order-status')).toHaveTextContent('รอชำระเงิน');
    expect(pending.getByTestId('order-total')).toHaveTextContent('฿2,691');
    expect(pending.getByTestId('order-discount')).toHaveTextContent('ส่วนลด (คูปอง WELCOME10) −฿299');
    expect(pending.getByText(/23 พฤศจิกายน 2569/)).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'ชำระเงินคำสั่งซื้อ RC-20261123-000006' })).toHaveAttribute('href', '/checkout/106');
    expect(pending.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ RC-20261123-000006' })).toBeInTheDocument();

    // Past its expiry but not yet expired by the database: shown as expired, offering a new order.
    const stale = within(screen.getByTestId('order-RC-20261123-000005'));
    expect(stale.getByTestId('order-status')).toHaveTextContent('หมดอายุ');
    expect(stale.getByRole('link', { name: /สั่งซื้อคอร์ส .* อีกครั้ง/ })).toHaveAttribute('href', '/checkout/105');
    expect(stale.queryByRole('button', { name: /ยกเลิก/ })).not.toBeInTheDocument();

    const paid = within(screen.getByTestId('order-RC-20261123-000004'));
    expect(paid.getByTestId('order-status')).toHaveTextContent('ชำระแล้ว');
    expect(paid.getByTestId('order-total')).toHaveTextContent('฿2,990');
    expect(paid.queryByTestId('order-discount')).not.toBeInTheDocument();
    expect(paid.getByTestId('order-payment-method')).toHaveTextContent('บัตรเครดิต/เดบิต');
    expect(pending.queryByTestId('order-payment-method')).not.toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'ใบเสร็จของคำสั่งซื้อ RC-20261123-000004' })).toHaveAttribute('href', '/orders/4/receipt');

    expect(within(screen.getByTestId('order-RC-20261123-000003')).getByTestId('order-status')).toHaveTextContent('คืนเงินแล้ว');
    expect(within(screen.getByTestId('order-RC-20261123-000003')).getByTestId('order-payment-method')).toHaveTextContent(
      'ยืนยันการชำระโดยผู้ดูแลระบบ',
    );
    expect(within(screen.getByTestId('order-RC-20261123-000003')).getByRole('link', { name: /ใบเสร็จ/ })).toHaveAttribute(
      'href',
      '/orders/3/receipt',
    );
    const cancelled = within(screen.getByTestId('order-RC-20261123-000002'));
    expect(cancelled.getByTestId('order-status')).toHaveTextContent('ยกเลิกแล้ว');
    expect(cancelled.getByText('คอร์สนี้ไม่เปิดให้บริการแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'หน้าคำสั่งซื้อ' })).not.toBeInTheDocument();

    const read = fake.seen.find(isListRead);
    expect(read?.path).toContain('course:courses(title)');
    expect(read?.path).toContain(`user_id=eq.${USER}`);
    expect(read?.path).toContain('order=created_at.desc,id.desc');
    expect(read?.path).toContain('limit=10');
  });

  it('shows the empty state with a way to the catalogue', async () => {
    restore = fakeRest(() => list([], 0)).restore;
    renderWithProviders(<OrdersTab userId={USER} />);
    expect(await screen.findByText('ยังไม่มีคำสั่งซื้อ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูคอร์สทั้งหมด' })).toHaveAttribute('href', '/courses');
  });

  it('shows a Thai error with a retry that reads again', async () => {
    let calls = 0;
    restore = fakeRest(() => (++calls === 1 ? postgrestError(500, 'XX000', 'boom') : list([row(9, 'paid')]))).restore;
    const user = userEvent.setup();
    renderWithProviders(<OrdersTab userId={USER} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาด');
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('order-RC-20261123-000009')).toBeInTheDocument();
  });

  it('pages by ten when there are more', async () => {
    const fake = fakeRest((r) =>
      r.path.includes('offset=10')
        ? list([row(1, 'paid'), row(2, 'paid')], 12, 10)
        : list(
            Array.from({ length: 10 }, (_, i) => row(12 - i, 'paid')),
            12,
          ),
    );
    restore = fake.restore;
    const user = userEvent.setup();
    renderWithProviders(<OrdersTab userId={USER} />);
    const pager = await screen.findByRole('navigation', { name: 'หน้าคำสั่งซื้อ' });
    expect(pager).toHaveTextContent('หน้า 1 จาก 2');
    expect(within(pager).getByRole('button', { name: /ก่อนหน้า/ })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: /ถัดไป/ }));
    expect(await screen.findByTestId('order-RC-20261123-000001')).toBeInTheDocument();
    expect(pager).toHaveTextContent('หน้า 2 จาก 2');
    expect(screen.queryByTestId('order-RC-20261123-000012')).not.toBeInTheDocument();
  });

  it('cancels a pending order only after confirmation, through cancel_order, and reads the list again', async () => {
    let cancelled = false;
    const fake = fakeRest((r) => {
      if (r.path === '/rpc/cancel_order') {
        cancelled = true;
        return { body: { ...row(6, 'cancelled'), course: undefined } };
      }
      return list([row(6, cancelled ? 'cancelled' : 'pending')]);
    });
    restore = fake.restore;
    const user = userEvent.setup();
    renderWithProviders(<OrdersTab userId={USER} />);
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ RC-20261123-000006' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('RC-20261123-000006');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(fake.seen.some((r) => r.path === '/rpc/cancel_order')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ RC-20261123-000006' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('ยกเลิกแล้ว'));
    expect(fake.seen.find((r) => r.path === '/rpc/cancel_order')).toMatchObject({ method: 'POST', body: { p_order_id: 6 } });
    expect(screen.getByRole('link', { name: /สั่งซื้อคอร์ส คอร์ส 6 อีกครั้ง/ })).toHaveAttribute('href', '/checkout/106');
  });

  it('shows the contract’s refusal in Thai and keeps the list', async () => {
    restore = fakeRest((r) =>
      r.path === '/rpc/cancel_order' ? postgrestError(400, 'P0001', 'order_not_pending') : list([row(6, 'pending')]),
    ).restore;
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Toaster />
        <OrdersTab userId={USER} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ RC-20261123-000006' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('คำสั่งซื้อนี้ไม่ได้อยู่ในสถานะรอชำระเงินแล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('order-RC-20261123-000006')).toBeInTheDocument();
  });
});
