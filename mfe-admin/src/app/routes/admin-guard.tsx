import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@shared/platform/router';
import { retryProfileRead } from '@shared/platform/auth';
import { th } from '@shared/messages';
import { useAuth } from '@shared/platform/auth/react';
import { Spinner } from '@shared/ui/spinner';
import { ErrorState } from '@shared/ui/error-state';
import { adminTh } from '../../config/messages.ts';
import { MfaGate } from '../../features/mfa/components/mfa-gate.tsx';
import { sessionAal } from '../../features/mfa/lib/session-aal.ts';

/** Where the guard sends someone who may not see /admin (docs/decisions/0007-admin-guard.md). */
export function adminRedirectFor(state: ReturnType<typeof useAuth>, path: string): string | null {
  if (state.status === 'signedOut') return `/login?next=${encodeURIComponent(path)}`;
  if (state.status === 'signedIn' && state.profile && !(state.profile.role === 'admin' && state.profile.status === 'active')) {
    return '/dashboard';
  }
  return null;
}

/**
 * Shows the admin area only to a signed-in, active admin, judged from the users row the server
 * returned (never from local storage), whose session verified a TOTP code (aal2). An admin at
 * aal1 gets the enrolment or code screen instead; verifying emits MFA_CHALLENGE_VERIFIED, the
 * auth bus publishes the aal2 session, and this re-renders into the admin area. This only decides
 * what to draw: every admin read and write is also refused by RLS and the admin rpcs unless the
 * token says aal2 (decision 0028), whatever the browser does.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const target = adminRedirectFor(auth, `${location.pathname}${location.search}`);
  if (target) return <Navigate to={target} replace />;
  // The users row could not be read (after the auth bus's retries): offer a retry, never spin forever.
  if (auth.status === 'signedIn' && auth.profileFailed) {
    return <ErrorState className="my-8" message={th.errors.profileUnavailable} onRetry={() => void retryProfileRead()} />;
  }
  // Still loading, or signed in while the profile row is being read: wait, never flash the admin UI.
  if (auth.status !== 'signedIn' || !auth.profile) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={adminTh.checking} />
      </div>
    );
  }
  if (sessionAal(auth.session?.access_token) !== 'aal2') return <MfaGate userId={auth.profile.id} />;
  return children;
}
