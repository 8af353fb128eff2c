/** The instructor accounts panel's Thai (kept with the feature). */
export const instructorsTh = {
  tab: 'ผู้สอน',
  title: 'บัญชีผู้สอน',
  description: 'เชิญผู้สอนทางอีเมล ผู้ได้รับเชิญตั้งรหัสผ่าน ยอมรับเงื่อนไข แล้วบัญชีจะผูกกับโปรไฟล์ผู้สอนโดยอัตโนมัติ ผู้สอนต้องเปิดใช้แอปยืนยันตัวตนก่อนแก้ไขคอร์ส',
  name: 'ผู้สอน',
  account: 'บัญชี',
  linked: 'ผูกบัญชีแล้ว',
  invited: (email: string) => `เชิญแล้ว: ${email}`,
  notLinked: 'ยังไม่มีบัญชี',
  email: 'อีเมลผู้สอน',
  invite: 'ส่งคำเชิญ',
  unlink: 'ยกเลิกการผูกบัญชี',
  sentInvite: 'ส่งคำเชิญทางอีเมลแล้ว',
  linkedNow: 'อีเมลนี้มีบัญชีอยู่แล้ว ผูกกับโปรไฟล์ผู้สอนเรียบร้อย',
  unlinked: 'ยกเลิกการผูกบัญชีแล้ว',
  errors: {
    invalid_email: 'รูปแบบอีเมลไม่ถูกต้อง',
    instructor_already_linked: 'โปรไฟล์นี้ผูกกับบัญชีอยู่แล้ว ยกเลิกการผูกก่อน',
    account_already_instructor: 'บัญชีนี้เป็นผู้สอนของโปรไฟล์อื่นอยู่แล้ว',
    instructor_not_found: 'ไม่พบโปรไฟล์ผู้สอนนี้',
  } as Record<string, string>,
} as const;
