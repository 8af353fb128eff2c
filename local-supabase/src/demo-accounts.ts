/**
 * The seed's demo accounts (supabase/seed.sql; docs/data-model.md): printed by local-supabase and by
 * `npm start`, signed in with by the tests. One list, here beside the seed's backend.
 */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@riancode.dev', password: 'Admin#2026' },
  { role: 'learner', email: 'learner@riancode.dev', password: 'Learner#2026' },
  { role: 'instructor', email: 'instructor@riancode.dev', password: 'Instructor#2026' },
] as const;

/**
 * Printed under the admin account: admin power needs a verified authenticator code (decision 0028),
 * so the first visit of /admin enrols one. No secret is ever printed.
 */
export const ADMIN_MFA_NOTE =
  'ครั้งแรกที่เข้า /admin ระบบจะให้ตั้งค่าแอปยืนยันตัวตน (เช่น Google Authenticator) · /admin asks you to set up an authenticator app on your first visit';
