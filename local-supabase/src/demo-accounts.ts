/** The seed's demo accounts (docs/data-model.md), printed at start-up and used by tests. */
export const DEMO_ACCOUNTS = [
  { who: 'admin', email: 'admin@riancode.dev', password: 'Admin#2026' },
  { who: 'learner', email: 'learner@riancode.dev', password: 'Learner#2026' },
] as const;
