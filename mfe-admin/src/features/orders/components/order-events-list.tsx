import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { useOrderEvents } from '../api/get-order-events.ts';
import { OrderStatusBadge } from '@shared/ui/order-status-badge';

/** Who changed the order, when, and why: the trigger-written history, oldest first. */
export function OrderEventsList({ orderId }: { orderId: number }) {
  const t = adminTh.orderDetail;
  const events = useOrderEvents(orderId);
  if (events.isPending) return <Skeleton className="h-24" />;
  if (events.isError) return <ErrorState message={thaiErrorMessage(events.error)} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="text-sm text-muted-foreground">{t.historyEmpty}</p>;
  return (
    <ol className="grid gap-3 border-s ps-4" data-testid="order-events">
      {events.data.map((e) => (
        <li key={e.id} className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {e.from_status === null ? <span className="font-medium">{t.created}</span> : null}
            <OrderStatusBadge status={e.to_status} />
            <time dateTime={e.created_at} className="text-muted-foreground">
              {formatThaiDateTime(e.created_at)}
            </time>
          </div>
          <div className="text-muted-foreground">{e.actor_id === null ? t.system : (e.actor_name ?? '—')}</div>
          {e.reason ? (
            <div>
              {t.reason}: {e.reason}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
