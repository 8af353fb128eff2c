import type { ComponentType } from 'react';
import { importRemoteApp, registerRemoteEntries } from './federation-runtime.ts';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';

/** Beyond this, the area shows the Thai error card with a retry button instead of waiting. */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;

type RemoteModule = { default?: ComponentType; App?: ComponentType };

const pending = new Map<string, Promise<ComponentType>>();

export function registerRemoteList(remotes: readonly RemoteDescriptor[]): void {
  registerRemoteEntries(remotes);
}

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`remote ${name} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** Rejects with RemoteTimeoutError after `ms`; the underlying load keeps going. */
export function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(name, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a remote's one exposed entry once; concurrent callers share the
 * promise. A failure is forgotten so that "retry" really tries again. No
 * timeout here: callers decide how long to wait (see RemoteArea).
 */
export function loadRemoteApp(name: string): Promise<ComponentType> {
  const cached = pending.get(name);
  if (cached) return cached;
  const attempt = importRemoteApp<RemoteModule>(name).then((mod) => {
    const App = mod?.App ?? mod?.default;
    if (!App) throw new Error(`remote ${name} exposes no App component`);
    return App;
  });
  pending.set(name, attempt);
  attempt.catch(() => pending.delete(name));
  return attempt;
}

/** Warm-up on intent or idle; errors are ignored here and surface when the route is visited. */
export function prefetchRemote(name: string): void {
  loadRemoteApp(name).catch(() => undefined);
}
