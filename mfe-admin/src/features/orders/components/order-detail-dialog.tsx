import { useState, type ReactNode } from 'react';
import { BadgeCheck, Ban, CircleCheck, Undo2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { Skeleton } from '@shared/ui/skeleton';
import { formatPaymentMethod } from '@shared/messages/format';
import { ErrorState } from '@shared/ui/error-state';
import { adminTh } from '../../../config/messages.ts';
import { adminErrorMessage } from '../../../lib/admin-error.ts';
import { formatOrderAmount } from '@shared/db/orders';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { useOrder, type OrderDetail } from '../api/get-order.ts';
import type { AdminOrder } from '../api/types.ts';
import { availableOrderActions, type OrderActionKind } from '../lib/order-actions.ts';
import { OrderStatusBadge } from '@shared/ui/order-status-badge';
import { OrderEventsList } from './order-events-list.tsx';
import { OrderSlips } from './order-slips.tsx';
import { OrderActionDialog, type PendingOrderAction } from './order-action-dialog.tsx';

const ACTION_ICON: Record<OrderActionKind, ReactNode> = {
  approve: <BadgeCheck aria-hidden="true" />,
  reject: <Ban aria-hidden="true" />,
  markPaid: <CircleCheck aria-hidden="true" />,
  refund: <Undo2 aria-hidden="true" />,
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end tabular-nums">{children}</dd>
    </div>
  );
}

function OrderSummary({ order, detail }: { order: AdminOrder; detail: OrderDetail }) {
  const t = adminTh.orderDetail;
  return (
    <dl aria-label={t.summary}>
      <Row label={adminTh.orders.status}>
        <OrderStatusBadge status={detail.status} />
      </Row>
      <Row label={t.subtotal}>{formatOrderAmount(order.subtotal)}</Row>
      {order.discount > 0 ? (
        <Row label={t.discountLabel}>
          −{formatOrderAmount(order.discount)}
          {order.coupon_code ? ` (${order.coupon_code})` : ''}
        </Row>
      ) : null}
      <Row label={t.total}>
        <strong>{formatOrderAmount(order.total)}</strong>
      </Row>
      <Row label={adminTh.orders.date}>{formatThaiDateTime(order.created_at)}</Row>
      {detail.status === 'pending' ? <Row label={t.expiresAt}>{formatThaiDateTime(detail.expires_at)}</Row> : null}
      {detail.paid_at ? <Row label={t.paidAt}>{formatThaiDateTime(detail.paid_at)}</Row> : null}
      {detail.paid_via ? <Row label={t.paidVia}>{adminTh.orders.paidVia[detail.paid_via]}</Row> : null}
      {detail.paid_at ? <Row label={t.paymentMethod}>{formatPaymentMethod(detail.payment_method)}</Row> : null}
      {detail.receipt_number ? <Row label={t.receipt}>{detail.receipt_number}</Row> : null}
    </dl>
  );
}

/**
 * One order: summary, slip, history and the actions its status allows. The status is read fresh
 * (rpc get_order), so after approve or refund the dialog shows what the database now says.
 */
export function OrderDetailDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-2xl pb-0">{order ? <OrderDetailBody order={order} /> : null}</DialogContent>
    </Dialog>
  );
}

function OrderDetailBody({ order }: { order: AdminOrder }) {
  const t = adminTh.orderDetail;
  const detail = useOrder(order.id);
  const [action, setAction] = useState<PendingOrderAction | null>(null);
  const actions = detail.data ? availableOrderActions(detail.data) : [];
  const slipId = detail.data?.latest_slip?.id ?? null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t.title(order.order_number)}</DialogTitle>
        <DialogDescription>{`${order.learner_name || order.learner_email || '—'} · ${order.course_title ?? '—'}`}</DialogDescription>
      </DialogHeader>
      {detail.isPending ? <Skeleton className="h-40" /> : null}
      {detail.isError ? <ErrorState message={adminErrorMessage(detail.error)} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? <OrderSummary order={order} detail={detail.data} /> : null}
      <section className="grid gap-2" aria-labelledby="order-slips-heading">
        <h3 id="order-slips-heading" className="font-semibold">
          {t.slips}
        </h3>
        <OrderSlips orderId={order.id} orderNumber={order.order_number} />
      </section>
      <section className="grid gap-2" aria-labelledby="order-history-heading">
        <h3 id="order-history-heading" className="font-semibold">
          {t.history}
        </h3>
        <OrderEventsList orderId={order.id} />
      </section>
      {/* Sticky, so on a phone the actions stay in reach however long the slip and history are. */}
      <section aria-label={t.actions} className="sticky bottom-0 -mx-6 flex flex-wrap gap-2 border-t bg-background px-6 py-4">
        {detail.data && actions.length === 0 ? <p className="text-sm text-muted-foreground">{t.noActions}</p> : null}
        {actions.map((kind) => (
          <Button
            key={kind}
            variant={kind === 'reject' || kind === 'refund' ? 'destructive' : kind === 'approve' ? 'default' : 'outline'}
            onClick={() => setAction({ kind, orderId: order.id, slipId })}
          >
            {ACTION_ICON[kind]}
            {t[kind]}
          </Button>
        ))}
      </section>
      <OrderActionDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
