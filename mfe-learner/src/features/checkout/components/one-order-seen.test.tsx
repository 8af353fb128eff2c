import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { ONE_ORDER_CASES, orderAsSeen, type OneOrder } from '@shared/testing/one-order';
import { LEARNER_ID, orderDetail, resetCheckoutTestBackend, startSignedIn, stubBackend } from '../../../testing/checkout-backend.ts';
import { OrderTracker } from './order-tracker.tsx';

afterEach(resetCheckoutTestBackend);

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The checkout following the order, which it reads itself: `get_order` answered at the network with the shared order. */
async function trackOrder(order: OneOrder) {
  stubBackend({ 'rpc/get_order': () => ({ json: orderDetail(order) }) });
  await startSignedIn();
  return renderWithProviders(
    <Routes>
      <Route path="/checkout/:courseId" element={<OrderTracker orderId={order.id} userId={LEARNER_ID} onNewOrder={() => {}} />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { route: `/checkout/${order.course_id}` },
  );
}

it.each(ONE_ORDER_CASES.filter(({ order }) => order.status !== 'paid'))(
  'shows the shared order ($name) at the checkout as the admin and the learner show it',
  async ({ order, seen }) => {
    const { container } = await trackOrder(order);
    expect(orderAsSeen(container, await screen.findByTestId('order-amount'))).toEqual(seen);
  },
);

// A paid order is never a checkout screen: the database has enrolled the learner, who is taken into the course.
it.each(ONE_ORDER_CASES.filter(({ order }) => order.status === 'paid'))(
  'takes the learner into the course of a $name order',
  async ({ order }) => {
    await trackOrder(order);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/course/${order.course_id}`);
  },
);
