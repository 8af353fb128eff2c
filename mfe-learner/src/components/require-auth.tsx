import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared/router';
import type { Session } from '@supabase/supabase-js';
import { useAuth, type Profile } from 'shared/auth/react';

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
  const { status, session, profile } = useAuth();
  const location = useLocation();
  if (status === 'signedOut') {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (status === 'loading' || !session || !profile) return <>{fallback}</>;
  return <>{children({ session, profile })}</>;
}
