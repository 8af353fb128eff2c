import { TimerOff } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { catalogText } from '../../../config/messages.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';

type Props = { order: Pick<OrderDetail, 'status' | 'order_number' | 'course_id'>; onNewOrder: () => void };

/** An order that can no longer be paid (expired, cancelled, refunded): say so, and offer a new one. */
export function OrderClosed({ order, onNewOrder }: Props) {
  const t = catalogText.checkout;
  const title = order.status === 'expired' ? t.expiredTitle : order.status === 'cancelled' ? t.cancelledTitle : t.refundedTitle;
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center" data-testid={`order-${order.status}`}>
        <TimerOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 role="alert" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm">{`${t.orderNumber}: ${order.order_number}`}</p>
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
