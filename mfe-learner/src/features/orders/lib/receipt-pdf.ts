import { downloadFunctionPdf } from '../../../lib/download-function-pdf.ts';

/** The receipt as a text PDF from the receipt-pdf Edge Function (RLS decides who may have it). */
export function downloadReceiptPdf(orderId: number, receiptNumber: string): Promise<void> {
  return downloadFunctionPdf('receipt-pdf', { order_id: orderId }, `receipt-${receiptNumber}.pdf`);
}
