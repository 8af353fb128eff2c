import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { useOrderSlips } from '../api/get-order-slips.ts';
import { SlipStatusBadge } from '@shared/ui/order-status-badge';
import { SlipPreview } from './slip-preview.tsx';

/** The newest slip shown as an image; older (rejected) ones listed with the reason given. */
export function OrderSlips({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const t = adminTh.orderDetail;
  const slips = useOrderSlips(orderId);
  if (slips.isPending) return <Skeleton className="h-16" />;
  if (slips.isError) return <ErrorState message={thaiErrorMessage(slips.error)} onRetry={() => void slips.refetch()} />;
  const [latest, ...older] = slips.data;
  if (!latest) return <p className="text-sm text-muted-foreground">{adminTh.orders.noSlip}</p>;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <SlipStatusBadge status={latest.status} />
        <time dateTime={latest.created_at} className="text-muted-foreground">
          {formatThaiDateTime(latest.created_at)}
        </time>
        {latest.reject_reason ? <span>{t.rejectedBecause(latest.reject_reason)}</span> : null}
      </div>
      <p className="text-sm" data-testid="slip-reference">
        {latest.qr_reference ? (
          <span className="font-mono">{t.slipReference(latest.qr_reference)}</span>
        ) : latest.qr_read_at ? (
          t.slipNoQr
        ) : (
          t.slipNotRead
        )}
      </p>
      <SlipPreview objectPath={latest.object_path} orderNumber={orderNumber} />
      {older.length > 0 ? (
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {older.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2">
              <SlipStatusBadge status={s.status} />
              <time dateTime={s.created_at}>{formatThaiDateTime(s.created_at)}</time>
              {s.reject_reason ? <span>{t.rejectedBecause(s.reject_reason)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
