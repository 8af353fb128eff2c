import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_EXPOSE } from '@shared/platform/federation/names';

/**
 * The only place the shell talks to the Module Federation runtime. The
 * monolithic benchmark build (shell/build/monolith.ts) swaps this module for
 * one that imports the remotes' sources directly; everything above it (caching,
 * timeout, error card) is the same code in both builds.
 */
export function registerRemoteEntries(remotes: readonly { name: string; entry: string }[]): void {
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: false },
  );
}

export function importRemoteApp<T>(name: string): Promise<T | null> {
  return loadRemote<T>(`${name}/${REMOTE_EXPOSE.slice(2)}`);
}
