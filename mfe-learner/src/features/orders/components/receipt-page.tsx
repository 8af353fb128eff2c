import { Link } from '@shared/platform/router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { thaiErrorMessage } from '@shared/messages/errors';
import { learnerTh } from '../../../config/messages.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { receiptContent } from 'supabase/functions/receipt-content';
import { DownloadReceiptButton } from './download-receipt-button.tsx';
import { ReceiptNotFound } from './receipt-not-found.tsx';
import { ReceiptSheet } from './receipt-sheet.tsx';

function Loaded({ orderId }: { orderId: number }) {
  const query = useReceipt(orderId);
  const t = learnerTh.receipt;
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{learnerTh.loading}</span>
        <Skeleton className="mx-auto aspect-[1/1.414] w-full max-w-3xl rounded-sm" />
      </div>
    );
  }
  if (query.isError) return <ErrorState message={thaiErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data === null) return <ReceiptNotFound />;
  return (
    <div className="space-y-6">
      <div className="receipt-actions flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost">
          <Link to="/profile?tab=orders">
            <ArrowLeft aria-hidden="true" />
            {t.backToOrders}
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t.print}
          </Button>
          <DownloadReceiptButton orderId={orderId} receipt={query.data} />
        </div>
      </div>
      <ReceiptSheet content={receiptContent(query.data)} />
    </div>
  );
}

/** /orders/:orderId/receipt for a signed-in owner or admin; RLS decides who reads what. */
export function ReceiptPage({ orderId }: { orderId: string | undefined }) {
  // Only a positive whole number can be an order id: anything else is not found, with no server call.
  const id = /^[1-9][0-9]{0,15}$/.test(orderId ?? '') ? Number(orderId) : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {id === null || !Number.isSafeInteger(id) ? <ReceiptNotFound /> : <Loaded orderId={id} />}
    </div>
  );
}
