import { Card, CardContent } from '@shared/ui/card';
import { formatPaymentMethod, formatThaiDate } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';
import type { MyOrder } from '../api/get-my-orders.ts';
import { displayedOrderStatus, formatOrderAmount } from '@shared/db/orders';
import { OrderStatusBadge } from '@shared/ui/order-status-badge';
import { OrderActions } from './order-actions.tsx';

type OrderCardProps = { order: MyOrder; now: Date; onCancel: (order: MyOrder) => void };

/** One order: number, course, date, amount (with the discount when a coupon was used), status and actions. */
export function OrderCard({ order, now, onCancel }: OrderCardProps) {
  const t = learnerTh.orders;
  const status = displayedOrderStatus(order.status, order.expiresAt, now);
  const title = order.courseTitle ?? t.unavailableCourse;
  return (
    <Card data-testid={`order-${order.orderNumber}`} data-status={status}>
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{title}</h3>
            <OrderStatusBadge status={status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {t.orderNumber}:{' '}
            <span className="font-mono" data-testid="order-number">
              {order.orderNumber}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t.orderedOn}: {formatThaiDate(order.createdAt)}
          </p>
          {order.status === 'paid' || order.status === 'refunded' ? (
            <p className="text-sm text-muted-foreground">
              {t.paidBy}: <span data-testid="order-payment-method">{formatPaymentMethod(order.paymentMethod)}</span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:items-end">
          <div className="sm:text-end">
            {order.discount > 0 ? (
              <p className="text-sm text-muted-foreground">
                <span className="sr-only">{t.fullPrice} </span>
                <s>{formatOrderAmount(order.subtotal)}</s>{' '}
                <span data-testid="order-discount">
                  {t.discount(order.couponCode)} −{formatOrderAmount(order.discount)}
                </span>
              </p>
            ) : null}
            <p className="text-lg font-bold">
              <span className="sr-only">{t.amount} </span>
              <span data-testid="order-total">{formatOrderAmount(order.total)}</span>
            </p>
          </div>
          <OrderActions order={order} status={status} title={title} onCancel={onCancel} />
        </div>
      </CardContent>
    </Card>
  );
}
