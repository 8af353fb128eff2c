import { Badge, type BadgeProps } from 'shared/ui/badge';
import { adminTh } from '../../../config/messages.ts';
import type { OrderStatus, SlipStatus } from '../api/types.ts';

const ORDER_VARIANT: Record<OrderStatus, BadgeProps['variant']> = {
  paid: 'success',
  pending: 'secondary',
  expired: 'outline',
  cancelled: 'outline',
  refunded: 'danger',
};

const SLIP_VARIANT: Record<SlipStatus, BadgeProps['variant']> = {
  submitted: 'secondary',
  approved: 'success',
  rejected: 'danger',
};

/** Paid reads green, refunded red, waiting grey, closed without money plain: the colour never carries meaning alone. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={ORDER_VARIANT[status]} data-status={status}>
      {adminTh.orders.statuses[status]}
    </Badge>
  );
}

export function SlipStatusBadge({ status }: { status: SlipStatus }) {
  return <Badge variant={SLIP_VARIANT[status]}>{adminTh.orders.slipStatuses[status]}</Badge>;
}
