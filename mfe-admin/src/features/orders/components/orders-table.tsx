import { Button } from '@shared/ui/button';
import { formatPaymentMethod, formatThaiShortDate } from '@shared/messages/format';
import { adminTh } from '../../../config/messages.ts';
import { formatOrderAmount } from '@shared/db/orders';
import { DataTable, Td, Th } from '../../../components/data-table.tsx';
import type { AdminOrder } from '../api/types.ts';
import { OrderStatusBadge, SlipStatusBadge } from '@shared/ui/order-status-badge';

type OrdersTableProps = { orders: AdminOrder[]; onOpen: (order: AdminOrder) => void };

/**
 * The order number is the button that opens the order, and it is the first column: on a phone the
 * table scrolls sideways, but the way to every action (in the detail dialog) never leaves the screen.
 */
export function OrdersTable({ orders, onOpen }: OrdersTableProps) {
  const t = adminTh.orders;
  return (
    <DataTable caption={adminTh.tabs.orders}>
      <thead>
        <tr>
          <Th>{t.number}</Th>
          <Th>{t.learner}</Th>
          <Th>{t.course}</Th>
          <Th className="text-end">{t.total}</Th>
          <Th>{t.status}</Th>
          <Th>{t.date}</Th>
          <Th>{t.slip}</Th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} data-testid="order-row">
            <Td>
              <Button variant="link" className="h-auto p-0 font-mono text-sm" aria-label={t.open(o.order_number)} onClick={() => onOpen(o)}>
                {o.order_number}
              </Button>
            </Td>
            <Td>
              <div className="font-medium">{o.learner_name || '—'}</div>
              <div className="text-xs text-muted-foreground">{o.learner_email}</div>
            </Td>
            <Td className="max-w-56">{o.course_title ?? '—'}</Td>
            <Td className="text-end tabular-nums">
              <div className="font-medium" data-testid="order-total">
                {formatOrderAmount(o.total)}
              </div>
              {o.discount > 0 ? (
                <div className="text-xs text-muted-foreground">{t.discount(formatOrderAmount(o.discount), o.coupon_code)}</div>
              ) : null}
            </Td>
            <Td>
              <OrderStatusBadge status={o.status} />
              {o.status === 'paid' || o.status === 'refunded' ? (
                <div className="mt-1 text-xs text-muted-foreground" data-testid="order-payment-method">
                  {formatPaymentMethod(o.payment_method)}
                </div>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap">{formatThaiShortDate(o.created_at)}</Td>
            <Td>
              {o.latest_slip ? (
                <SlipStatusBadge status={o.latest_slip.status} />
              ) : (
                <span className="text-xs text-muted-foreground">{t.noSlip}</span>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
