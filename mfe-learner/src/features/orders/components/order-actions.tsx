import { Link } from '@shared/platform/router';
import { CreditCard, FileText, RotateCcw, XCircle } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { learnerTh } from '../../../config/messages.ts';
import type { MyOrder } from '../api/get-my-orders.ts';
import type { OrderStatus } from '@shared/db/orders';
import { orderActions } from '../lib/order-status.ts';

type OrderActionsProps = { order: MyOrder; status: OrderStatus; title: string; onCancel: (order: MyOrder) => void };

/** The buttons an order offers in its (displayed) status; paying again opens this remote's checkout. */
export function OrderActions({ order, status, title, onCancel }: OrderActionsProps) {
  const t = learnerTh.orders;
  const checkout = `/checkout/${order.courseId}`;
  return (
    <div className="flex flex-wrap gap-2">
      {orderActions(status).map((action) => {
        switch (action) {
          case 'pay':
            return (
              <Button key={action} asChild size="sm">
                <Link to={checkout} aria-label={t.payFor(order.orderNumber)}>
                  <CreditCard aria-hidden="true" />
                  {t.pay}
                </Link>
              </Button>
            );
          case 'cancel':
            return (
              <Button key={action} size="sm" variant="outline" onClick={() => onCancel(order)} aria-label={t.cancelFor(order.orderNumber)}>
                <XCircle aria-hidden="true" />
                {t.cancel}
              </Button>
            );
          case 'buy-again':
            return (
              <Button key={action} asChild size="sm" variant="secondary">
                <Link to={checkout} aria-label={t.buyAgainFor(title)}>
                  <RotateCcw aria-hidden="true" />
                  {t.buyAgain}
                </Link>
              </Button>
            );
          case 'receipt':
            return (
              <Button key={action} asChild size="sm" variant="outline">
                <Link to={`/orders/${order.id}/receipt`} aria-label={t.receiptFor(order.orderNumber)}>
                  <FileText aria-hidden="true" />
                  {t.receipt}
                </Link>
              </Button>
            );
        }
      })}
    </div>
  );
}
