import { useEffect, useState } from 'react';
import { z } from 'shared/zod';
import type { Session } from '@supabase/supabase-js';
import { getSupabaseAuth } from 'shared/supabase';

const codeSchema = z.string().trim().min(1).max(512);

async function exchange(code: string | null): Promise<Session> {
  const auth = await getSupabaseAuth();
  if (code !== null) {
    const { data, error } = await auth.exchangeCodeForSession(codeSchema.parse(code));
    if (error) throw error;
    return data.session;
  }
  const invited = invitedSession();
  if (invited) {
    // The tokens must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    const { data, error } = await auth.setSession(invited);
    if (error) throw error;
    if (!data.session) throw new Error('No session');
    return data.session;
  }
  const { data, error } = await auth.getSession();
  if (error) throw error;
  if (!data.session) throw new Error('No session');
  return data.session;
}

/**
 * GoTrue's invite link (auth.admin.inviteUserByEmail, sent by the server for an instructor invite,
 * decision 0053) cannot use PKCE — the browser did not start it — so it returns with the session in
 * the fragment (`#access_token=…&refresh_token=…&type=invite`). setSession checks the token with
 * GoTrue before using it.
 */
function invitedSession(): { access_token: string; refresh_token: string } | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  if (params.get('type') !== 'invite' || !access || !refresh || access.length > 4096 || refresh.length > 512) return null;
  return { access_token: access, refresh_token: refresh };
}

/**
 * A code can be spent once, so one run per code, shared by React's double
 * mount. (Not a TanStack query: the shell clears the query cache when the
 * signed-in user changes, which this very exchange causes, and a refetch
 * would spend the code a second time.)
 */
const runs = new Map<string, Promise<Session>>();

/**
 * The recovery link returns with `?code=`: exchange it (PKCE, same browser)
 * for a session that may set a new password. Without a code, a signed-in user
 * may still set one.
 */
export function getRecoverySession(code: string | null): Promise<Session> {
  if (code === null) return exchange(null);
  let run = runs.get(code);
  if (!run) {
    run = exchange(code);
    runs.set(code, run);
  }
  return run;
}

export type RecoverySessionState = { status: 'pending' } | { status: 'ready'; session: Session } | { status: 'invalid' };

export function useRecoverySession(code: string | null): RecoverySessionState {
  const [state, setState] = useState<RecoverySessionState>({ status: 'pending' });
  useEffect(() => {
    let active = true;
    setState({ status: 'pending' });
    getRecoverySession(code).then(
      (session) => active && setState({ status: 'ready', session }),
      () => active && setState({ status: 'invalid' }),
    );
    return () => {
      active = false;
    };
  }, [code]);
  return state;
}
