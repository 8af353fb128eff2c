import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@shared/platform/router';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { toast } from '@shared/platform/toast';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { catalogKeys, courseProgressKeys } from '@shared/platform/query/cross-app-keys';
import { useOrder } from '../api/get-order.ts';
import { orderErrorKey, orderErrorMessage } from '@shared/db/orders';
import { OrderClosed } from './order-closed.tsx';
import { PaymentView } from './payment-view.tsx';

type Props = { orderId: number; userId: string; onNewOrder: () => void };

/**
 * Follows one order, re-reading it every 5 s while it is pending. Once paid
 * (the database has enrolled the learner) it says so and takes them into
 * the course; an order that can no longer be paid offers a new one.
 */
export function OrderTracker({ orderId, userId, onNewOrder }: Props) {
  const t = checkoutText;
  const order = useOrder(orderId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const paidCourse = order.data?.status === 'paid' ? order.data.course_id : null;

  useEffect(() => {
    if (paidCourse === null) return;
    toast.success(t.paid);
    // The enrolment was made by the database: every screen's enrolments and counts are stale.
    void client.invalidateQueries({ queryKey: courseProgressKeys.all });
    void client.invalidateQueries({ queryKey: catalogKeys.all });
    void client.invalidateQueries({ refetchType: 'none' });
    void navigate(`/course/${paidCourse}`, { replace: true });
  }, [paidCourse, client, navigate, t.paid]);

  const { refetch } = order;
  const recheck = useCallback(() => void refetch(), [refetch]);

  if (order.isPending || paidCourse !== null) return <Skeleton className="h-96 w-full" aria-label={t.loading} />;
  if (order.isError) {
    if (orderErrorKey(order.error) === 'order_not_found') {
      return <ErrorState message={orderErrorMessage(order.error)} onRetry={onNewOrder} />;
    }
    return <ErrorState message={t.orderError} onRetry={recheck} />;
  }
  if (order.data.status !== 'pending') return <OrderClosed order={order.data} onNewOrder={onNewOrder} />;
  return <PaymentView order={order.data} userId={userId} readAt={order.dataUpdatedAt} onElapsed={recheck} onCancelled={onNewOrder} />;
}
