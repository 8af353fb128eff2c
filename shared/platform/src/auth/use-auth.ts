import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthState, INITIAL_AUTH_STATE, SIGNED_OUT_STATE, subscribeAuthState } from './auth-bus.ts';
import { fetchIsInstructor } from './profile.ts';
import { instructorKeys } from '../query/cross-app-keys.ts';
import type { AuthState } from './types.ts';

export type { AuthState, Profile, AuthStatus } from './types.ts';

let stateBeforeSessionIsKnown = INITIAL_AUTH_STATE;
const beforeSessionIsKnown = () => stateBeforeSessionIsKnown;

/**
 * For a server render of a remote's page (@shared/app-root/server-render): the server
 * never sees a session (it lives in the browser's storage), so it renders
 * what a signed-out visitor sees rather than a page of skeletons.
 */
export function renderServerSideAsSignedOut(): void {
  stateBeforeSessionIsKnown = SIGNED_OUT_STATE;
}

/**
 * For a server render of a member's page (decision 0070, @shared/app-root/server-render): `render` (synchronous,
 * as renderToString is) sees `state`, then the server's default again, so no other render sees this member.
 */
export function renderServerSideWith<T>(state: AuthState, render: () => T): T {
  const previous = stateBeforeSessionIsKnown;
  stateBeforeSessionIsKnown = state;
  try {
    return render();
  } finally {
    stateBeforeSessionIsKnown = previous;
  }
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

/**
 * The signed-in member's id: null while the session is still being read, and signed out. What a query about
 * the member is keyed by (and waits for, with `enabled: userId !== null`).
 */
export function useSignedInUserId(): string | null {
  const auth = useAuth();
  return auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
}

/**
 * The instructor question for `userId`, under the one key every app shares (asked again when the account changes).
 * Here, with the React hooks, not beside fetchProfile: the auth bus (the `./auth` share every page starts with)
 * imports profile.ts, and TanStack Query there put a second copy of it on every remote page's first press.
 */
export const isInstructorQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: instructorKeys.me(userId), queryFn: fetchIsInstructor, enabled: userId !== null, staleTime: 5 * 60 * 1000 });

/**
 * Whether the signed-in member teaches (isInstructorQueryOptions): false while unknown, signed out, or
 * when the question failed — a link or a setting appears only once the database said yes.
 * Asked again when the account changes (the account is in the key).
 */
export function useIsInstructor(): boolean {
  return useQuery(isInstructorQueryOptions(useSignedInUserId())).data === true;
}
