import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { ONE_ORDER, ONE_ORDER_AS_SEEN, orderAsSeen } from '@shared/testing/one-order';
import { LEARNER_ID, orderDetail, resetCheckoutTestBackend, startSignedIn, stubBackend } from '../../../testing/checkout-backend.ts';
import { orderDetailSchema } from '../lib/order-schemas.ts';
import { PaymentView } from './payment-view.tsx';

afterEach(resetCheckoutTestBackend);

it('shows the shared order in the payment view as the admin and the learner show it', async () => {
  stubBackend({});
  await startSignedIn();
  const order = orderDetailSchema.parse(orderDetail(ONE_ORDER));
  const { container } = renderWithProviders(
    <PaymentView order={order} userId={LEARNER_ID} readAt={Date.now()} onElapsed={() => {}} onCancelled={() => {}} />,
  );

  expect(orderAsSeen(container, screen.getByTestId('order-amount'))).toEqual(ONE_ORDER_AS_SEEN);
});
