import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { OrderStatusBadge } from '@shared/ui/order-status-badge';
import { ORDER_STATUS_LABELS, formatOrderAmount } from '@shared/db/orders';
import { checkoutText } from '../../../config/checkout-messages.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';

type Props = { order: Pick<OrderDetail, 'status' | 'order_number' | 'course_id' | 'total'>; onNewOrder: () => void };

/**
 * An order that can no longer be paid (expired, cancelled, refunded): say so in the orders domain's words, with
 * the badge and amount "my orders" and the admin show for it, and offer a new one.
 */
export function OrderClosed({ order, onNewOrder }: Props) {
  const t = checkoutText;
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center" data-testid={`order-${order.status}`}>
        <OrderStatusBadge status={order.status} />
        <h2 role="alert" className="text-lg font-semibold">
          {t.closedTitle(ORDER_STATUS_LABELS[order.status])}
        </h2>
        <p className="text-sm">
          {`${t.orderNumber}: `}
          <span className="font-mono font-semibold">{order.order_number}</span>
        </p>
        <p className="text-sm">
          {`${t.total}: `}
          <span className="font-semibold" data-testid="order-amount">
            {formatOrderAmount(order.total)}
          </span>
        </p>
        {order.status === 'expired' ? <p className="max-w-md text-sm text-muted-foreground">{t.expiredDetail}</p> : null}
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onNewOrder}>{t.newOrder}</Button>
          <Button asChild variant="outline">
            <Link to={`/course/${order.course_id}`}>{t.goToCourse}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
