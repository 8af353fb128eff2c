/** What the site says while it cannot reach its backend (the database and sign-in service). */
export const connectionMessages = {
  reconnecting: 'กำลังเชื่อมต่อใหม่…',
  detail: 'ขาดการติดต่อกับเซิร์ฟเวอร์ชั่วคราว ข้อมูลจะโหลดใหม่เองเมื่อเชื่อมต่อได้',
} as const;
