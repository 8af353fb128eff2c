import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Spinner } from '@shared/ui/spinner';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';
import type { ReceiptDocument } from 'supabase/functions/receipt-content';

/** The PDF is built by the receipt-pdf Edge Function; this only asks for it. */
export function DownloadReceiptButton({ orderId, receipt }: { orderId: number; receipt: ReceiptDocument }) {
  const [busy, setBusy] = useState(false);
  const t = learnerTh.receipt;
  async function download() {
    setBusy(true);
    try {
      const { downloadReceiptPdf } = await import('../lib/receipt-pdf.ts');
      await downloadReceiptPdf(orderId, receipt.receiptNumber);
    } catch {
      toast.error(t.downloadError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void download()} disabled={busy} aria-label={t.download}>
      {busy ? <Spinner className="size-4 text-current" /> : <Download aria-hidden="true" />}
      {busy ? t.downloading : t.download}
    </Button>
  );
}
