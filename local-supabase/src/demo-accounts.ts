/** The seed's demo accounts (docs/data-model.md), printed at start-up and used by tests. */
export const DEMO_ACCOUNTS = [
  { who: 'admin', email: 'admin@riancode.dev', password: 'Admin#2026' },
  { who: 'learner', email: 'learner@riancode.dev', password: 'Learner#2026' },
  { who: 'instructor', email: 'instructor@riancode.dev', password: 'Instructor#2026' },
] as const;

/** Admin power needs a verified authenticator code (aal2); the first visit of /admin enrols one. No secret is printed. */
export const ADMIN_MFA_NOTE =
  'ครั้งแรกที่เข้า /admin ระบบจะให้ตั้งค่าแอปยืนยันตัวตน (เช่น Google Authenticator) · /admin asks you to set up an authenticator app on your first visit';
