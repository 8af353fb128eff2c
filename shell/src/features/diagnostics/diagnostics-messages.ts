/**
 * The diagnostics card's own texts. The two English sentences and the button
 * labels are quoted from the spec (§2, §8) and must stay verbatim.
 */
export const diagnosticsText = {
  title: 'ตรวจสอบการเชื่อมต่อระบบ',
  description: 'ทดสอบการเชื่อมต่อกับฐานข้อมูลและบริการยืนยันตัวตนแบบเรียลไทม์',
  retest: 'Retest Connection',
  createTables: 'Create Tables',
  creatingTables: 'กำลังสร้างตาราง...',
  tableNotFound: 'Table not found - need to create database schema',
  createTablesFailed: (message: string) => `Failed to create tables: ${message}`,
  createTablesDone: (count: number) => `ตรวจสอบโครงสร้างฐานข้อมูลแล้ว พบ ${count} ตาราง`,
  status: {
    testing: 'กำลังทดสอบ',
    connected: 'เชื่อมต่อแล้ว',
    error: 'เกิดข้อผิดพลาด',
  },
  checks: {
    database: 'การเชื่อมต่อฐานข้อมูล',
    environment: 'ตัวแปรสภาพแวดล้อม',
    auth: 'บริการยืนยันตัวตน',
    tableAccess: 'การเข้าถึงตาราง',
  },
  pending: 'กำลังตรวจสอบ...',
  databaseOk: (ms: number) => `เชื่อมต่อสำเร็จ (ตอบกลับใน ${ms} มิลลิวินาที)`,
  environmentOk: (url: string, key: string) => `URL: ${url} · Key: ${key}`,
  environmentMissing: 'ไม่พบค่า URL หรือ Key ของฐานข้อมูลในไฟล์ตั้งค่า',
  sessionActive: (email: string) => `มีเซสชันที่ใช้งานอยู่ (${email})`,
  sessionNone: 'เชื่อมต่อได้ ยังไม่มีเซสชัน (ยังไม่ได้เข้าสู่ระบบ)',
  authUnreachable: (status: number) => `บริการยืนยันตัวตนไม่ตอบสนอง (HTTP ${status})`,
  authTimeout: 'บริการยืนยันตัวตนไม่ตอบกลับภายใน 5 วินาที',
  tableAccessOk: (rows: number) => `อ่านตาราง users ได้ (${rows} แถวที่สิทธิ์ของคุณมองเห็น)`,
} as const;
