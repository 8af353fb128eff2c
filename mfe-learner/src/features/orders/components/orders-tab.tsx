import { useState } from 'react';
import { Link } from '@shared/platform/router';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { thaiErrorMessage } from '@shared/messages/errors';
import { orderErrorMessage } from '@shared/db/orders';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useMyOrders, type MyOrder } from '../api/get-my-orders.ts';
import { CancelOrderDialog } from '../../../components/cancel-order-dialog.tsx';
import { cancelOrderText } from '../../../config/cancel-order-messages.ts';
import { OrderCard } from './order-card.tsx';
import { OrdersPager } from './orders-pager.tsx';

/** The profile's "คำสั่งซื้อของฉัน" tab: the learner's orders, newest first, ten to a page. */
export function OrdersTab({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<MyOrder | null>(null);
  const orders = useMyOrders(userId, page);
  const cancel = useCancelOrder();
  const t = learnerTh.orders;

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success(cancelOrderText.cancelled),
      onError: (error) => toast.error(orderErrorMessage(error)),
      onSettled: () => setCancelling(null),
    });
  };

  if (orders.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-live="polite">
        <span className="sr-only">{learnerTh.loading}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  if (orders.isError) return <ErrorState message={thaiErrorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  const { orders: rows, pages } = orders.data;
  if (rows.length === 0 && page === 0) {
    return (
      <EmptyState icon={<ShoppingBag aria-hidden="true" className="size-10 text-primary" />} title={t.empty}>
        <p className="text-sm text-muted-foreground">{t.emptyDetail}</p>
        <Button asChild>
          <Link to="/courses">{t.browseCourses}</Link>
        </Button>
      </EmptyState>
    );
  }
  const now = new Date();
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label={t.title}>
        {rows.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} now={now} onCancel={setCancelling} />
          </li>
        ))}
      </ul>
      {pages > 1 ? <OrdersPager page={page} pages={pages} busy={orders.isPlaceholderData} onPage={setPage} /> : null}
      <CancelOrderDialog
        order={cancelling && { orderNumber: cancelling.orderNumber, courseTitle: cancelling.courseTitle ?? t.unavailableCourse }}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
