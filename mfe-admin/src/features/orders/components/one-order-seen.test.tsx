import { afterEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { ONE_ORDER_CASES, orderAsSeen } from '@shared/testing/one-order';
import { startFakeBackend } from '@shared/testing/fake-backend';
import { OrdersTab } from './orders-tab.tsx';

const LIST = '/rest/v1/rpc/admin_list_orders';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

it.each(ONE_ORDER_CASES)(
  'shows the shared order ($name) in the orders table as the checkout and the learner show it',
  async ({ order, seen }) => {
    const paid = order.status === 'paid' || order.status === 'refunded';
    const row = {
      ...order,
      user_id: '00000000-0000-4000-8000-000000000001',
      paid_at: paid ? '2026-11-27T03:10:00.000Z' : null,
      paid_via: paid ? 'gateway' : null,
      learner_name: 'สมชาย ใจดี',
      learner_email: 'somchai@example.com',
      latest_slip: null,
    };
    backend = startFakeBackend((r) => (r.path === LIST ? { status: 200, body: { total: 1, rows: [row] } } : { status: 404, body: {} }));
    renderWithProviders(<OrdersTab />, { route: '/admin?tab=orders' });

    const tableRow = await screen.findByTestId('order-row');
    expect(orderAsSeen(tableRow, within(tableRow).getByTestId('order-total'))).toEqual(seen);
  },
);
