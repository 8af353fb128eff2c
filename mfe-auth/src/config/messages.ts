/**
 * mfe-auth's own Thai strings: labels, headings and the recovery flow the spec
 * does not name. Texts the spec names verbatim live in `@shared/messages` (`th`).
 */
export const authText = {
  login: {
    title: 'เข้าสู่ระบบ',
    description: 'ยินดีต้อนรับกลับ! เข้าสู่ระบบเพื่อเรียนต่อ',
    submit: 'เข้าสู่ระบบ',
    or: 'หรือ',
    google: 'เข้าสู่ระบบด้วย Google',
    googleBusy: 'กำลังเชื่อมต่อ Google...',
    noAccount: 'ยังไม่มีบัญชี?',
    toRegister: 'สมัครสมาชิก',
    forgot: 'ลืมรหัสผ่าน?',
  },
  register: {
    title: 'สมัครสมาชิก',
    description: 'สร้างบัญชีเพื่อเริ่มเรียนเขียนโปรแกรม',
    submit: 'สมัครสมาชิก',
    levelPlaceholder: 'เลือกระดับของคุณ',
    hasAccount: 'มีบัญชีอยู่แล้ว?',
    toLogin: 'เข้าสู่ระบบ',
    passwordHint: 'อย่างน้อย 8 ตัวอักษร (ตัวอักษรไทยนับตัวละ 3)',
  },
  fields: {
    fullName: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    level: 'ระดับความรู้',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    newPassword: 'รหัสผ่านใหม่',
    confirmNewPassword: 'ยืนยันรหัสผ่านใหม่',
  },
  serverErrors: {
    invalidCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    emailNotConfirmed: 'กรุณายืนยันอีเมลก่อนเข้าสู่ระบบ',
    rateLimited: 'มีการร้องขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    accountDisabled: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
    /** GoTrue's `weak_password`: the lead-in, then one reason per item of `weak_password.reasons`. */
    weakPassword: 'รหัสผ่านนี้ยังไม่ปลอดภัยพอ',
    weakPasswordReasons: {
      length: 'สั้นเกินไป ต้องมีอย่างน้อย 8 ตัวอักษร',
      characters: 'ต้องมีตัวอักษรหลายแบบ เช่น ตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และสัญลักษณ์',
      pwned: 'เป็นรหัสผ่านที่ใช้กันทั่วไปหรือเคยรั่วไหล เดาได้ง่าย',
    },
  },
  forgot: {
    title: 'ลืมรหัสผ่าน',
    description: 'กรอกอีเมลที่ใช้สมัครสมาชิก เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้',
    submit: 'ส่งลิงก์ตั้งรหัสผ่านใหม่',
    busy: 'กำลังส่ง...',
    sentTitle: 'ตรวจสอบอีเมลของคุณ',
    sent: (email: string) => `หากมีบัญชีที่ใช้อีเมล ${email} เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว กรุณาตรวจสอบกล่องจดหมาย`,
    error: 'ส่งลิงก์ไม่สำเร็จ กรุณาลองใหม่',
    backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
  },
  reset: {
    title: 'ตั้งรหัสผ่านใหม่',
    description: 'กรอกรหัสผ่านใหม่ของคุณ',
    submit: 'บันทึกรหัสผ่านใหม่',
    busy: 'กำลังบันทึก...',
    success: 'ตั้งรหัสผ่านใหม่สำเร็จ',
    error: 'ตั้งรหัสผ่านใหม่ไม่สำเร็จ',
    checking: 'กำลังตรวจสอบลิงก์...',
    invalidLinkTitle: 'ลิงก์ไม่ถูกต้องหรือหมดอายุ',
    invalidLink: 'ลิงก์ตั้งรหัสผ่านใหม่นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่อีกครั้ง',
    requestNew: 'ขอลิงก์ใหม่',
  },
  legal: {
    version: (version: number, date: string) => `ฉบับที่ ${version} · มีผลตั้งแต่ ${date}`,
    loadError: 'โหลดเอกสารไม่สำเร็จ',
    missing: 'ยังไม่มีเอกสารฉบับที่เผยแพร่',
    consentPrefix: 'ฉันยอมรับ',
    consentJoin: 'และ',
    otherDocument: { terms: 'นโยบายความเป็นส่วนตัว', privacy: 'ข้อกำหนดการใช้งาน' },
    seeAlso: 'อ่านเพิ่มเติม:',
  },
} as const;
