/**
 * The selling contract's refusals: a business rule the database refuses answers `{ code: 'P0001', message: '<key>' }`.
 * One Thai sentence per key, whoever shows it: every remote through @shared/db/orders (orderErrorMessage), and the
 * create-charge Edge Function, whose sentence the checkout shows as it comes. Plain TypeScript, no imports, so Deno
 * and the browser take the same file (as ./payment-methods.ts).
 */
export const ORDER_ERROR_MESSAGES = {
  not_signed_in: 'กรุณาเข้าสู่ระบบก่อนทำรายการ',
  member_inactive: 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อโรงเรียน',
  course_not_found: 'ไม่พบคอร์สนี้ หรือคอร์สยังไม่เปิดขาย',
  course_is_free: 'คอร์สนี้เรียนฟรี ลงทะเบียนได้ที่หน้าคอร์สโดยไม่ต้องชำระเงิน',
  already_enrolled: 'คุณลงทะเบียนคอร์สนี้แล้ว',
  order_already_open: 'คุณมีคำสั่งซื้อของคอร์สนี้ที่รอชำระอยู่แล้ว',
  order_not_found: 'ไม่พบคำสั่งซื้อนี้',
  order_not_pending: 'คำสั่งซื้อนี้ไม่ได้อยู่ในสถานะรอชำระเงินแล้ว',
  order_expired: 'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว',
  order_free: 'คอร์สนี้ไม่มีค่าใช้จ่าย',
  coupon_unknown: 'ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง',
  coupon_expired: 'คูปองนี้หมดอายุหรือถูกปิดใช้งานแล้ว',
  coupon_used_up: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว',
  coupon_limit_reached: 'คุณใช้คูปองนี้ครบจำนวนครั้งที่กำหนดแล้ว',
  coupon_not_for_course: 'คูปองนี้ใช้กับคอร์สนี้ไม่ได้',
  slip_invalid: 'สลิปไม่ถูกต้อง: ต้องเป็นไฟล์รูปภาพ JPG, PNG หรือ WebP ขนาดไม่เกิน 5 MB',
  slip_not_found: 'ไม่พบสลิปนี้',
  slip_already_reviewed: 'สลิปนี้ได้รับการตรวจสอบแล้ว',
  slip_reference_used: 'สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว กรุณาใช้สลิปของการโอนสำหรับคำสั่งซื้อนี้',
  reason_required: 'กรุณาระบุเหตุผล',
  amount_mismatch: 'ยอดชำระไม่ตรงกับคำสั่งซื้อ',
} as const;

export type OrderErrorKey = keyof typeof ORDER_ERROR_MESSAGES;

/** Whether a refusal's message is one of the contract's keys (own keys only: not `toString`). */
export const isOrderErrorKey = (key: string): key is OrderErrorKey => Object.hasOwn(ORDER_ERROR_MESSAGES, key);
