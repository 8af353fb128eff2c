import { useSyncExternalStore } from 'react';
import { getAuthState, INITIAL_AUTH_STATE, subscribeAuthState } from './auth-bus.ts';
import type { AuthState } from './types.ts';

export type { AuthState, Profile, AuthStatus } from './types.ts';

const beforeSessionIsKnown = () => INITIAL_AUTH_STATE;

/**
 * React's view of the auth bus: re-renders on every state change, tear-free.
 * A pre-rendered page (the shell's "/") was rendered before anyone's session
 * was known, so hydration starts from that same state and then moves to the
 * real one, instead of a mismatch that would re-render the whole page.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, beforeSessionIsKnown);
}
