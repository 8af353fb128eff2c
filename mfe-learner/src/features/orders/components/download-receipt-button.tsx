import { Download } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Spinner } from '@shared/ui/spinner';
import { learnerTh } from '../../../config/messages.ts';
import { useDownloadReceipt } from '../api/download-receipt-mutation.ts';
import type { ReceiptDocument } from 'supabase/functions/receipt-content';

/** The PDF is built by the receipt-pdf Edge Function; this only asks for it. */
export function DownloadReceiptButton({ orderId, receipt }: { orderId: number; receipt: ReceiptDocument }) {
  const download = useDownloadReceipt();
  const busy = download.isPending;
  const t = learnerTh.receipt;
  return (
    <Button onClick={() => download.mutate({ orderId, receiptNumber: receipt.receiptNumber })} disabled={busy} aria-label={t.download}>
      {busy ? <Spinner className="size-4 text-current" /> : <Download aria-hidden="true" />}
      {busy ? t.downloading : t.download}
    </Button>
  );
}
