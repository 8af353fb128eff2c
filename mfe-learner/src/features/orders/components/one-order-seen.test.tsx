import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { ONE_ORDER, ONE_ORDER_AS_SEEN, orderAsSeen } from '@shared/testing/one-order';
import { fakeRest } from '@shared/testing/fake-rest';
import { OrdersTab } from './orders-tab.tsx';

const USER = '6f1c1d1e-8a9b-4c2d-9e3f-1a2b3c4d5e6f';

let restore = () => {};
afterEach(() => restore());

it('shows the shared order in "my orders" as the admin and the checkout show it', async () => {
  const { course_title, ...row } = ONE_ORDER;
  const fake = fakeRest(() => ({ body: [{ ...row, course: { title: course_title } }], headers: { 'Content-Range': '0-0/1' } }));
  restore = fake.restore;
  renderWithProviders(<OrdersTab userId={USER} />);

  const card = await screen.findByTestId(`order-${ONE_ORDER.order_number}`);
  expect(orderAsSeen(card, screen.getByTestId('order-total'))).toEqual(ONE_ORDER_AS_SEEN);
});
