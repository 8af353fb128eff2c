/** The seeded demo accounts (supabase/seed.sql; docs/data-model.md). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@riancode.dev', password: 'Admin#2026' },
  { role: 'learner', email: 'learner@riancode.dev', password: 'Learner#2026' },
] as const;
