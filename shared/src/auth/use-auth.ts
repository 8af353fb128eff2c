import { useSyncExternalStore } from 'react';
import { getAuthState, INITIAL_AUTH_STATE, SIGNED_OUT_STATE, subscribeAuthState } from './auth-bus.ts';
import type { AuthState } from './types.ts';

export type { AuthState, Profile, AuthStatus } from './types.ts';

let stateBeforeSessionIsKnown = INITIAL_AUTH_STATE;
const beforeSessionIsKnown = () => stateBeforeSessionIsKnown;

/**
 * For a server render of a remote's page (shared/server-render): the server
 * never sees a session (it lives in the browser's storage), so it renders
 * what a signed-out visitor sees rather than a page of skeletons.
 */
export function renderServerSideAsSignedOut(): void {
  stateBeforeSessionIsKnown = SIGNED_OUT_STATE;
}

/**
 * React's view of the auth bus: re-renders on every state change, tear-free.
 * A pre-rendered page (the shell's "/") was rendered before anyone's session
 * was known, so hydration starts from that same state and then moves to the
 * real one, instead of a mismatch that would re-render the whole page.
 * That state is useSyncExternalStore's server snapshot, which React reads
 * only in server renders and while hydrating, never in the browser's own renders.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, beforeSessionIsKnown);
}
