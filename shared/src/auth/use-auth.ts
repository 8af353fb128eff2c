import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuthState } from './auth-bus.ts';
import type { AuthState } from './types.ts';

export type { AuthState, Profile, AuthStatus } from './types.ts';

/** React's view of the auth bus: re-renders on every state change, tear-free. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
}
