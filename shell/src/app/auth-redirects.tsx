import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shared/platform/router';
import { authEvents$, getAuthState, authState$ } from '@shared/platform/auth';
import { homePathFor } from '@shared/platform/auth/profile';
import { filter, first, timeout, catchError, of } from 'rxjs';

const AUTH_PAGES = new Set(['/login', '/register']);

/**
 * Spec §4: a signed-in event while on /login or /register (not /auth/callback)
 * sends the user to /admin or /dashboard, replacing history. Lives in the
 * shell because it must work whichever remote is showing, and in every tab.
 */
export function AuthRedirects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!AUTH_PAGES.has(pathname)) return;
    const subscription = authEvents$.pipe(filter((e) => e.event === 'SIGNED_IN')).subscribe(() => {
      // Wait (briefly) for the bus to read the profile, so admins land on /admin.
      authState$
        .pipe(
          filter((s) => s.status === 'signedIn' && s.profile !== null),
          first(),
          timeout(3000),
          catchError(() => of(getAuthState())),
        )
        .subscribe((state) => {
          if (AUTH_PAGES.has(window.location.pathname)) void navigate(homePathFor(state.profile), { replace: true });
        });
    });
    return () => subscription.unsubscribe();
  }, [pathname, navigate]);

  return null;
}
