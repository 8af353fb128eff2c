import { useMutation } from '@tanstack/react-query';
import { refreshProfile } from '@shared/platform/auth';
import { homePathFor } from '@shared/platform/auth/profile';
import { th } from '@shared/messages';
import { PROFILE_SYNC_DELAY_MS } from '../../../config/timing.ts';
import { delay } from '../../../lib/delay.ts';
import { getCallbackSession } from './get-callback-session.ts';
import { loadOrCreateProfile, ProfileCreateError, profileRowFromUser } from '../../../lib/profile/load-or-create-profile.ts';

export type CallbackOutcome = { ok: true; home: '/admin' | '/dashboard'; created: boolean } | { ok: false; message: string };

async function run(search: string, waitMs: number): Promise<CallbackOutcome> {
  let session;
  try {
    session = await getCallbackSession(search);
  } catch {
    return { ok: false, message: th.auth.callbackError };
  }
  await delay(waitMs);
  try {
    const { profile, created } = await loadOrCreateProfile(profileRowFromUser(session.user));
    if (created) await refreshProfile().catch(() => null);
    return { ok: true, home: homePathFor(profile), created };
  } catch (error) {
    return { ok: false, message: error instanceof ProfileCreateError ? th.auth.profileCreateError : th.auth.profileLoadError };
  }
}

/**
 * One run per callback URL: an authorization code can be exchanged only once,
 * and React's development double-mount would otherwise spend it twice.
 */
const runs = new Map<string, Promise<CallbackOutcome>>();

export function completeOAuthSignIn(search: string, waitMs = PROFILE_SYNC_DELAY_MS): Promise<CallbackOutcome> {
  let pending = runs.get(search);
  if (!pending) {
    pending = run(search, waitMs);
    runs.set(search, pending);
  }
  return pending;
}

/** The callback's one write (the session, then the users row) as a mutation: its outcome decides where the member goes. */
export function useCompleteOAuthSignIn() {
  return useMutation({ mutationFn: (search: string) => completeOAuthSignIn(search) });
}
