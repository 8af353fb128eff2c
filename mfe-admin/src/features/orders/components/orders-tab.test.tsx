import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend, type FakeAnswer } from '@shared/testing/fake-backend';
import type { AdminOrder } from '../api/types.ts';
import { OrdersTab } from './orders-tab.tsx';

const order = (patch: Partial<AdminOrder>): AdminOrder => ({
  id: 1,
  order_number: 'RC-20261123-000001',
  user_id: '00000000-0000-4000-8000-000000000001',
  course_id: 2,
  status: 'pending',
  subtotal: 2990,
  discount: 0,
  total: 2990,
  coupon_code: null,
  expires_at: '2026-11-23T10:30:00Z',
  paid_at: null,
  paid_via: null,
  payment_method: null,
  created_at: '2026-11-23T10:00:00Z',
  learner_name: 'สมชาย ใจดี',
  learner_email: 'somchai@example.com',
  course_title: 'React เบื้องต้น',
  latest_slip: null,
  ...patch,
});

const LIST = '/rest/v1/rpc/admin_list_orders';
let backend: ReturnType<typeof startFakeBackend> | null = null;
const serve = (list: () => FakeAnswer) => {
  backend = startFakeBackend((r) => (r.path === LIST ? list() : { status: 404, body: {} }));
  return backend;
};
afterEach(() => backend?.stop());

describe('OrdersTab', () => {
  it('shows a loading skeleton until the server answers', async () => {
    const fake = serve(() => new Promise(() => undefined));
    const { container } = renderWithProviders(<OrdersTab />, { route: '/admin?tab=orders' });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The list was asked for and has not been answered: still the skeleton.
    await waitFor(() => expect(fake.to(LIST)).toHaveLength(1));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('lists each order with learner, course, total and discount, status, date and latest slip', async () => {
    serve(() => ({
      status: 200,
      body: {
        total: 45,
        rows: [
          order({ latest_slip: { id: 9, status: 'submitted', reject_reason: null, created_at: '2026-11-23T10:05:00Z' } }),
          order({
            id: 2,
            order_number: 'RC-20261122-000002',
            status: 'paid',
            subtotal: 1290,
            discount: 193.5,
            total: 1096.5,
            coupon_code: 'SAVE15',
            paid_via: 'slip',
            payment_method: 'promptpay_slip',
            learner_name: 'Suda',
            learner_email: 'suda@example.com',
          }),
        ],
      },
    }));
    renderWithProviders(<OrdersTab />, { route: '/admin?tab=orders&status=pending&page=2' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] ?? document.body);
    expect(first.getByRole('button', { name: 'ดูรายละเอียดคำสั่งซื้อ RC-20261123-000001' })).toBeInTheDocument();
    expect(first.getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(first.getByText('somchai@example.com')).toBeInTheDocument();
    expect(first.getByText('React เบื้องต้น')).toBeInTheDocument();
    expect(first.getByText('รอชำระเงิน')).toBeInTheDocument();
    expect(first.getByText('รอตรวจสอบ')).toBeInTheDocument();
    const second = within(rows[1] ?? document.body);
    expect(second.getByText('ชำระแล้ว')).toBeInTheDocument();
    expect(second.getByTestId('order-payment-method')).toHaveTextContent('โอนเงินพร้อมเพย์ (แนบสลิป)');
    expect(first.queryByTestId('order-payment-method')).toBeNull();
    expect(second.getByText(/1,096\.50/)).toBeInTheDocument();
    expect(second.getByText(/ส่วนลด .*193\.50 \(SAVE15\)/)).toBeInTheDocument();
    expect(second.getByText('ยังไม่มีสลิป')).toBeInTheDocument();
    // The URL's filters went to the server: status, and page 2 of 20 a page.
    expect(backend?.to(LIST)[0]?.body).toEqual({
      p_status: 'pending',
      p_limit: 20,
      p_offset: 20,
    });
    expect(screen.getByText('แสดง 21–40 จาก 45 รายการ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /หน้าถัดไป/ })).toBeEnabled();
  });

  it('says so when no order matches, and searching asks the server again from page 1', async () => {
    serve(() => ({ status: 200, body: { total: 0, rows: [] } }));
    const user = userEvent.setup();
    renderWithProviders(<OrdersTab />, { route: '/admin?tab=orders&page=3' });
    expect(await screen.findByText('ไม่พบคำสั่งซื้อที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(backend?.to(LIST)[0]?.body).toEqual({ p_limit: 20, p_offset: 40 });
    await user.type(screen.getByLabelText(/ค้นหาด้วยเลขที่คำสั่งซื้อ/), 'RC-2026{Enter}');
    await waitFor(() => expect(backend?.to(LIST).at(-1)?.body).toMatchObject({ p_search: 'RC-2026', p_offset: 0 }));
    expect(screen.getByText('ไม่พบคำสั่งซื้อที่ตรงกับตัวกรอง')).toBeInTheDocument();
  });

  it('shows a Thai error with a retry that asks again', async () => {
    serve(() => ({ status: 500, body: { code: 'XX000', message: 'boom' } }));
    const user = userEvent.setup();
    renderWithProviders(<OrdersTab />, { route: '/admin?tab=orders' });
    const retry = await screen.findByRole('button', { name: /ลองใหม่/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(retry);
    expect(backend?.to(LIST).length).toBeGreaterThanOrEqual(2);
  });
});
