import { ExternalLink } from 'lucide-react';
import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { adminTh } from '../../../config/messages.ts';
import { useSlipUrl } from '../api/get-slip-url.ts';

/** The slip image through a short-lived signed URL; it also opens full size in a new tab for a closer look. */
export function SlipPreview({ objectPath, orderNumber }: { objectPath: string; orderNumber: string }) {
  const t = adminTh.orderDetail;
  const url = useSlipUrl(objectPath);
  if (url.isPending) return <Skeleton className="h-64 w-full" aria-label={t.slipLoading} />;
  if (url.isError) return <ErrorState message={t.slipError} onRetry={() => void url.refetch()} />;
  return (
    <div className="grid gap-2">
      <img src={url.data} alt={t.slipAlt(orderNumber)} className="max-h-96 w-full rounded-lg border bg-muted object-contain" />
      <a
        href={url.data}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t.openSlip}
      </a>
    </div>
  );
}
