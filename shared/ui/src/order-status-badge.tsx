import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  SLIP_STATUS_LABELS,
  SLIP_STATUS_TONES,
  type OrderStatus,
  type SlipStatus,
} from '@shared/db/orders';
import { ToneBadge } from './tone-badge.tsx';

/** An order's status, worded and coloured the same in the admin, the checkout and the learner's orders. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <ToneBadge tone={ORDER_STATUS_TONES[status]} data-status={status} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </ToneBadge>
  );
}

/** A payment slip's review status. */
export function SlipStatusBadge({ status }: { status: SlipStatus }) {
  return <ToneBadge tone={SLIP_STATUS_TONES[status]}>{SLIP_STATUS_LABELS[status]}</ToneBadge>;
}
