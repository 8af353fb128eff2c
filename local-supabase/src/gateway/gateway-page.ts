import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { GatewayCharge } from './gateway-objects.ts';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const METHOD_LABELS: Record<string, string> = {
  promptpay: 'พร้อมเพย์ (PromptPay QR)',
  mobile_banking_kbank: 'K PLUS (กสิกรไทย)',
  mobile_banking_scb: 'SCB EASY (ไทยพาณิชย์)',
  mobile_banking_bay: 'KMA (กรุงศรี)',
  mobile_banking_bbl: 'Bualuang mBanking (กรุงเทพ)',
  mobile_banking_ktb: 'Krungthai NEXT (กรุงไทย)',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'รอชำระ / pending',
  successful: 'ชำระแล้ว / successful',
  failed: 'ไม่สำเร็จ / failed',
  expired: 'หมดอายุ / expired',
};

const baht = (satang: number): string => (satang / 100).toLocaleString('th-TH', { minimumFractionDigits: 2 });

/**
 * The payer's side of the simulator: the bank app a PromptPay QR or a mobile-banking redirect
 * would open. Pay or fail completes the charge (webhook sent, back to return_uri); "resend"
 * delivers the last event again to show that a replay changes nothing.
 */
export function gatewayPayPage(charge: GatewayCharge, delivery: string | null, events: number): Html {
  const method = charge.card
    ? `บัตร ${charge.card.brand} •••• ${charge.card.last_digits}`
    : (METHOD_LABELS[charge.source?.type ?? ''] ?? charge.source?.type ?? '');
  return html`<!doctype html>
    <html lang="th">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>ชำระเงิน (จำลอง) / Payment (local simulator)</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 32rem;
            margin: 2rem auto;
            padding: 0 1rem;
          }
          dl {
            display: grid;
            grid-template-columns: max-content 1fr;
            gap: 0.25rem 1rem;
          }
          button {
            font-size: 1rem;
            padding: 0.6rem 1.2rem;
            margin: 0.25rem 0.5rem 0.25rem 0;
            cursor: pointer;
          }
          .note {
            color: #555;
            font-size: 0.9rem;
          }
        </style>
      </head>
      <body>
        <h1>ชำระเงิน (จำลอง Opn Payments)</h1>
        <p class="note">หน้านี้แทนแอปธนาคารในเครื่องนักพัฒนา ไม่มีเงินจริงเคลื่อนไหว / A local stand-in for the bank's app; no real money moves.</p>
        <dl>
          <dt>รายการ / charge</dt>
          <dd><code>${charge.id}</code></dd>
          <dt>วิธีชำระ / method</dt>
          <dd>${method}</dd>
          <dt>ยอด / amount</dt>
          <dd data-testid="gateway-amount">฿${baht(charge.amount)} (${charge.currency.toUpperCase()})</dd>
          <dt>สถานะ / status</dt>
          <dd data-testid="gateway-status">${STATUS_LABELS[charge.status] ?? charge.status}</dd>
          <dt>webhook</dt>
          <dd data-testid="gateway-delivery">${delivery ?? 'ยังไม่ส่ง / not sent'} (${events} event)</dd>
        </dl>
        <form method="post">
          ${
            charge.status === 'pending'
              ? html`<button type="submit" name="action" value="pay">ยืนยันการชำระเงิน / Pay</button>
                  <button type="submit" name="action" value="fail">ปฏิเสธ / Fail</button>`
              : html`<button type="submit" name="action" value="resend">ส่ง webhook ซ้ำ / Resend webhook</button>`
          }
        </form>
        ${charge.status !== 'pending' && charge.return_uri ? html`<p><a href="${charge.return_uri}">กลับไปที่ร้าน / Back to the shop</a></p>` : ''}
      </body>
    </html>`;
}
