import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shared/platform/router';
import { authEvents$, getAuthState, authState$, type AuthState } from '@shared/platform/auth';
import { homePathFor } from '@shared/platform/auth/profile';
import { filter, first } from 'rxjs';

const AUTH_PAGES = new Set(['/login', '/register']);

/** How long a sign-in waits for the member's users row before it moves on without it (to /dashboard). */
export const PROFILE_WAIT_MS = 3000;

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
      // Wait (briefly) for the bus to read the profile, so admins land on /admin. A timer rather than rxjs's
      // `timeout`: that operator brings its scheduler to every page's first press.
      let moved = false;
      const moveOn = (state: AuthState) => {
        if (moved) return;
        moved = true;
        clearTimeout(timer);
        if (AUTH_PAGES.has(window.location.pathname)) void navigate(homePathFor(state.profile), { replace: true });
      };
      const timer = setTimeout(() => {
        profileRead.unsubscribe();
        moveOn(getAuthState());
      }, PROFILE_WAIT_MS);
      // A profile already read moves on from inside `subscribe`; first() then ends the subscription.
      const profileRead = authState$
        .pipe(
          filter((s) => s.status === 'signedIn' && s.profile !== null),
          first(),
        )
        .subscribe(moveOn);
    });
    return () => subscription.unsubscribe();
  }, [pathname, navigate]);

  return null;
}
