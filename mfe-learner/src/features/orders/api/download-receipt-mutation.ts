import { useMutation } from '@tanstack/react-query';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';

/** Downloads an order's receipt PDF; the code that asks for it loads only when pressed. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ orderId, receiptNumber }: { orderId: number; receiptNumber: string }) => {
      const { downloadReceiptPdf } = await import('../lib/receipt-pdf.ts');
      await downloadReceiptPdf(orderId, receiptNumber);
    },
    onError: () => toast.error(learnerTh.receipt.downloadError),
  });
}
