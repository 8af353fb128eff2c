import { afterEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { ONE_ORDER, ONE_ORDER_AS_SEEN, orderAsSeen } from '@shared/testing/one-order';
import { startFakeBackend } from '@shared/testing/fake-backend';
import { OrdersTab } from './orders-tab.tsx';

const LIST = '/rest/v1/rpc/admin_list_orders';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

it('shows the shared order in the orders table as the checkout and the learner show it', async () => {
  const row = {
    ...ONE_ORDER,
    user_id: '00000000-0000-4000-8000-000000000001',
    paid_at: null,
    paid_via: null,
    learner_name: 'สมชาย ใจดี',
    learner_email: 'somchai@example.com',
    latest_slip: null,
  };
  backend = startFakeBackend((r) => (r.path === LIST ? { status: 200, body: { total: 1, rows: [row] } } : { status: 404, body: {} }));
  renderWithProviders(<OrdersTab />, { route: '/admin?tab=orders' });

  const tableRow = await screen.findByTestId('order-row');
  expect(orderAsSeen(tableRow, within(tableRow).getByTestId('order-total'))).toEqual(ONE_ORDER_AS_SEEN);
});
