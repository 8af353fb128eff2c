/**
 * The one confirmation before a learner cancels an order, whether from the checkout or from "my orders" (both
 * this remote's, decision 0065). It warns against cancelling an order already paid by transfer: the slip is the
 * way to have it confirmed, and a cancelled order cannot take one.
 */
export const cancelOrderText = {
  cancel: 'ยกเลิกคำสั่งซื้อ',
  title: 'ยกเลิกคำสั่งซื้อนี้?',
  body: (orderNumber: string, courseTitle: string) =>
    `คำสั่งซื้อ ${orderNumber} (${courseTitle}) จะถูกยกเลิก หากโอนเงินไปแล้ว อย่ายกเลิก ให้อัปโหลดสลิปแทน`,
  confirm: 'ยืนยันการยกเลิก',
  keep: 'ไม่ยกเลิก',
  cancelling: 'กำลังยกเลิก...',
  cancelled: 'ยกเลิกคำสั่งซื้อแล้ว',
} as const;
