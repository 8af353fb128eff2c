import { A4_PORTRAIT, canvasToPdf, downloadPdf } from '../../../lib/canvas-pdf.ts';
import { loadCanvasFonts } from '../../../lib/canvas-fonts.ts';
import { receiptContent, receiptText, type Receipt } from './receipt-content.ts';
import { drawReceipt } from './draw-receipt.ts';

/** The receipt as PDF bytes: one A4 portrait page, the browser-drawn picture filling it. */
export async function buildReceiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const content = receiptContent(receipt);
  await loadCanvasFonts(receiptText(content));
  return canvasToPdf(drawReceipt(content), {
    page: A4_PORTRAIT,
    title: `${content.title} ${receipt.receiptNumber}`,
    subject: `${receipt.orderNumber} — ${receipt.itemTitle}`,
  });
}

/** Builds the PDF and hands it to the browser as a download named after the receipt number. */
export async function downloadReceiptPdf(receipt: Receipt): Promise<void> {
  downloadPdf(await buildReceiptPdf(receipt), `receipt-${receipt.receiptNumber}.pdf`);
}
