/** Plain constants, safe in the browser and in vite configs alike. */

/** Remote names as the shell's run-time list and each remote's build know them. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_catalog', 'mfe_learner', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's workspace folder (its package), for the tooling that builds or bundles its sources. */
export const REMOTE_DIRS: Record<RemoteName, string> = {
  mfe_auth: 'mfe-auth',
  mfe_catalog: 'mfe-catalog',
  mfe_learner: 'mfe-learner',
  mfe_admin: 'mfe-admin',
};

/** Conventional ports (README port map); each can be overridden via env in the app's config. */
export const DEFAULT_PORTS = {
  shell: 5173,
  mfe_auth: 5001,
  mfe_catalog: 5002,
  mfe_learner: 5003,
  mfe_admin: 5004,
  localSupabase: 54321,
} as const;

/** The one exposed module of every remote: it renders the remote's own <Routes>. */
export const REMOTE_EXPOSE = './App';
