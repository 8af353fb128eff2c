/**
 * orders.payment_method (set by the gateway's webhook or an approved slip) in Thai: the one table the receipt
 * PDF (Deno) and every page that shows an order (through @shared/messages/format) read. Plain TypeScript, no imports,
 * so both runtimes take the same file.
 */
const PAYMENT_METHODS: Record<string, string> = {
  promptpay_slip: 'โอนเงินพร้อมเพย์ (แนบสลิป)',
  promptpay: 'พร้อมเพย์ QR',
  card: 'บัตรเครดิต/เดบิต',
  mobile_banking_kbank: 'โมบายแบงก์กิ้ง ธนาคารกสิกรไทย',
  mobile_banking_scb: 'โมบายแบงก์กิ้ง ธนาคารไทยพาณิชย์',
  mobile_banking_bay: 'โมบายแบงก์กิ้ง ธนาคารกรุงศรีอยุธยา',
  mobile_banking_bbl: 'โมบายแบงก์กิ้ง ธนาคารกรุงเทพ',
  mobile_banking_ktb: 'โมบายแบงก์กิ้ง ธนาคารกรุงไทย',
};

/** How a paid order was paid; an order an admin marked paid by hand has no method of its own. */
export const paymentMethodLabel = (method: string | null): string =>
  method === null ? 'ยืนยันการชำระโดยผู้ดูแลระบบ' : (PAYMENT_METHODS[method] ?? method);
