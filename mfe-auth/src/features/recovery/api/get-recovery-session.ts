import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { takeInviteSession, type InviteSession } from '@shared/platform/routing';

/** A recovery code from the URL: trimmed, 1–512 characters (by hand: this page is in `/login`'s chunk, decision 0077). */
export function readRecoveryCode(code: string): string {
  const trimmed = code.trim();
  if (trimmed.length < 1 || trimmed.length > 512) throw new RangeError('Malformed recovery code');
  return trimmed;
}

async function exchange(code: string | null): Promise<Session> {
  const auth = await getSupabaseAuth();
  if (code !== null) {
    const exchanged = await auth.exchangeCodeForSession(readRecoveryCode(code));
    assertOk(exchanged);
    if (!exchanged.data.session) throw new Error('No session');
    return exchanged.data.session;
  }
  const stored = await auth.getSession();
  assertOk(stored);
  if (!stored.data.session) throw new Error('No session');
  return stored.data.session;
}

/**
 * GoTrue's invite link cannot use PKCE (the browser did not start it): its session came in the
 * fragment, which the platform kept for this page as it cleaned the address (@shared/platform/routing,
 * invite-fragment.ts). setSession checks the token with GoTrue before using it.
 */
async function acceptInvite(invited: InviteSession): Promise<Session> {
  const accepted = await (await getSupabaseAuth()).setSession(invited);
  assertOk(accepted);
  if (!accepted.data.session) throw new Error('No session');
  return accepted.data.session;
}

/**
 * A code can be spent once, so one run per code, shared by React's double
 * mount. (Not a TanStack query: the shell clears the query cache when the
 * signed-in user changes, which this very exchange causes, and a refetch
 * would spend the code a second time.)
 */
const runs = new Map<string, Promise<Session>>();
const INVITE_RUN = '#invite';

/**
 * The recovery link returns with `?code=`: exchange it (PKCE, same browser)
 * for a session that may set a new password. Without a code, a signed-in user
 * may still set one.
 */
export function getRecoverySession(code: string | null): Promise<Session> {
  if (code === null) {
    // The invite's session is taken once; React's double mount shares its run, like a code's.
    const invited = takeInviteSession(window.sessionStorage);
    if (invited) {
      const run = acceptInvite(invited);
      runs.set(INVITE_RUN, run);
      return run;
    }
    return runs.get(INVITE_RUN) ?? exchange(null);
  }
  let run = runs.get(code);
  if (!run) {
    run = exchange(code);
    runs.set(code, run);
  }
  return run;
}

export type RecoverySessionState = { status: 'pending' } | { status: 'ready'; session: Session } | { status: 'invalid' };

/** The exchange as a mutation (a write: it starts a session), run once per code; its state is the page's. */
export function useRecoverySession(code: string | null): RecoverySessionState {
  const { mutate, data, isError } = useMutation({ mutationFn: getRecoverySession });
  useEffect(() => mutate(code), [code, mutate]);
  if (isError) return { status: 'invalid' };
  return data ? { status: 'ready', session: data } : { status: 'pending' };
}
