import { useEffect, useState } from 'react';
import { useNavigate } from '@shared/platform/router';
import { getAuthState, type AuthStatus } from '@shared/platform/auth';
import { useAuth } from '@shared/platform/auth/react';
import { homePathFor } from '@shared/platform/auth/profile';

/**
 * Someone who arrives at /login or /register already signed in (a bookmark, the
 * Back button) has nothing to do there: send them on to `next` or their home.
 * Only for arrivals: a sign-in made on the page follows spec §4's own redirect,
 * so the arrival status is latched once the session has been read.
 */
export function useLeaveIfSignedIn(next: string | null): void {
  const { status, profile } = useAuth();
  const navigate = useNavigate();
  const [arrival, setArrival] = useState<AuthStatus>(() => getAuthState().status);
  // React's "adjust state while rendering" pattern: latch the first settled status.
  if (arrival === 'loading' && status !== 'loading') setArrival(status);

  useEffect(() => {
    if (arrival !== 'signedIn' || status !== 'signedIn' || !profile) return;
    void navigate(next ?? homePathFor(profile), { replace: true });
  }, [arrival, status, profile, next, navigate]);
}
