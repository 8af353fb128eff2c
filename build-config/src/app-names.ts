import type { RemoteName } from '@shared/platform/federation/names';

export { REMOTE_EXPOSE, REMOTE_NAMES, type RemoteName } from '@shared/platform/federation/names';

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
