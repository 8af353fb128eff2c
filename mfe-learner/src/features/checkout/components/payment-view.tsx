import { Card, CardContent } from '@shared/ui/card';
import { OrderStatusBadge } from '@shared/ui/order-status-badge';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { formatOrderAmount } from '@shared/db/orders';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderCountdown } from './order-countdown.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { SlipTransferPanel } from './slip-transfer-panel.tsx';

type Props = {
  order: OrderDetail;
  userId: string;
  /** When the order's `seconds_left` was read (ms since the epoch). */
  readAt: number;
  onElapsed: () => void;
  onCancelled: () => void;
};

/** Step 2, a pending order: amount, order number, time left, then the payment methods (gateway or transfer with a slip). */
export function PaymentView({ order, userId, readAt, onElapsed, onCancelled }: Props) {
  const t = checkoutText;
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="grid gap-1 text-center">
          <p className="text-sm text-muted-foreground">{order.course_title}</p>
          {/* The same badge as the learner's orders and the admin's table: one order reads one way everywhere. */}
          <div>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-sm">
            {t.amount}
            <span className="sr-only">: </span>
          </p>
          <p className="text-3xl font-bold text-primary" data-testid="order-amount">
            {formatOrderAmount(order.total)}
          </p>
          <p className="text-sm">
            {`${t.orderNumber}: `}
            <span className="font-mono font-semibold" data-testid="order-number">
              {order.order_number}
            </span>
          </p>
        </div>
        {/* A slip waiting for review stops the clock (the database does not expire that order). */}
        {order.latest_slip?.status === 'submitted' ? null : (
          <OrderCountdown deadline={readAt + order.seconds_left * 1000} onElapsed={onElapsed} />
        )}
        <PaymentMethods order={order} courseId={order.course_id} slipPanel={<SlipTransferPanel order={order} userId={userId} />} />
        <div className="flex justify-end border-t pt-4">
          <CancelOrderButton
            orderId={order.id}
            orderNumber={order.order_number}
            courseTitle={order.course_title}
            onCancelled={onCancelled}
          />
        </div>
      </CardContent>
    </Card>
  );
}
