import { bearerOf, json, refusal } from '../http.ts';
import { pdfResponse } from './pdf-response.ts';
import { renderPdf } from './pdf-document.ts';
import { receiptContent, type ReceiptDocument } from '../receipt-content.ts';
import { drawReceipt } from './receipt-layout.ts';

export interface ReceiptPdfDeps {
  /**
   * The order's receipt read with the CALLER's JWT, so RLS decides (the order's owner or an
   * admin): null for a missing order and a foreign one alike.
   */
  loadReceipt(jwt: string, orderId: number): Promise<ReceiptDocument | null>;
}

/** POST { order_id } → the receipt of that order as a text PDF (decision 0059). */
export function receiptPdfHandler(deps: ReceiptPdfDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return json(200, 'ok');
    if (req.method !== 'POST') return refusal(405, 'method_not_allowed', 'ใช้ได้เฉพาะ POST');
    const jwt = bearerOf(req);
    if (!jwt) return refusal(401, 'not_signed_in', 'กรุณาเข้าสู่ระบบ');
    let orderId: unknown;
    try {
      orderId = ((await req.json()) as { order_id?: unknown }).order_id;
    } catch {
      return refusal(400, 'bad_json', 'ต้องส่งข้อมูลเป็น JSON');
    }
    if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId <= 0) {
      return refusal(400, 'invalid_input', 'order_id ไม่ถูกต้อง');
    }
    const receipt = await deps.loadReceipt(jwt, orderId);
    if (!receipt) return refusal(404, 'receipt_not_found', 'ไม่พบใบเสร็จของคำสั่งซื้อนี้');
    const content = receiptContent(receipt);
    const bytes = await renderPdf(
      {
        title: `${content.title} ${receipt.receiptNumber}`,
        subject: `${receipt.orderNumber} — ${receipt.itemTitle}`,
        layout: 'portrait',
      },
      (page) => drawReceipt(page, content),
    );
    return pdfResponse(bytes, `receipt-${receipt.receiptNumber}.pdf`);
  };
}
