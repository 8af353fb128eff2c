import type { RemoteName } from '@shared/platform/federation/names';

/**
 * The monolithic benchmark build's stand-in for src/features/remotes/federation-runtime.ts
 * (build/monolith.ts swaps it in): the same two functions, with each remote's exposed App imported
 * from its package (its `remote-app` entry) at build time instead of loaded at run time.
 */
const APPS: Record<RemoteName, () => Promise<unknown>> = {
  mfe_auth: () => import('mfe-auth/remote-app'),
  mfe_catalog: () => import('mfe-catalog/remote-app'),
  mfe_learner: () => import('mfe-learner/remote-app'),
  mfe_admin: () => import('mfe-admin/remote-app'),
};

const isRemoteName = (name: string): name is RemoteName => name in APPS;

/** Nothing to register: every remote is already in the bundle. */
export function registerRemoteEntries(_remotes: readonly { name: string; entry: string }[]): void {
  // The federated build registers the run-time list here; the monolith has none to register.
}

export function importRemoteApp<T>(name: string): Promise<T | null> {
  if (!isRemoteName(name)) return Promise.reject(new Error(`no remote named ${name} in the monolithic build`));
  return APPS[name]() as Promise<T>;
}
