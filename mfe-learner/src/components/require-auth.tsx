import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@shared/platform/router';
import type { Session } from '@supabase/supabase-js';
import { useAuth, type Profile } from '@shared/platform/auth/react';
import { retryProfileRead } from '@shared/platform/auth';
import { th } from '@shared/messages';
import { ErrorState } from '@shared/ui/error-state';

export interface SignedIn {
  session: Session;
  profile: Profile;
}

type RequireAuthProps = {
  /** Shown while the session or the users row is still being read. */
  fallback: ReactNode;
  children: (auth: SignedIn) => ReactNode;
};

/**
 * The page guard. It decides from the auth bus, never from the local-storage
 * markers (those are a mirror); the database enforces the real permission.
 * Signed out → /login with the way back in `next`.
 */
export function RequireAuth({ fallback, children }: RequireAuthProps) {
  const { status, session, profile, profileFailed } = useAuth();
  const location = useLocation();
  if (status === 'signedOut') {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  // The users row could not be read (after the bus's retries): say so, never wait forever.
  if (status === 'signedIn' && profileFailed) {
    return <ErrorState className="my-8" message={th.errors.profileUnavailable} onRetry={() => void retryProfileRead()} />;
  }
  if (status === 'loading' || !session || !profile) return <>{fallback}</>;
  return <>{children({ session, profile })}</>;
}
