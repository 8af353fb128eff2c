import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@shared/platform/router';
import { signOut } from '@shared/platform/auth';
import { th } from '@shared/messages';

/**
 * Spec §4: clear the profile (the bus does), toast, go home. The sign-out
 * happens only AFTER the home page has committed: React Router navigates in a
 * transition, while the auth bus updates React at once, so signing out first
 * would let a guarded page (/dashboard, /admin) see the sign-out and redirect
 * to /login?next=… before home ever rendered. Call it from a component that
 * stays mounted across the navigation (the header).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (!requested || pathname !== '/') return;
    setRequested(false);
    // The toaster is imported here, not at the top: the header is also on
    // the landing page a visitor gets, which has no toaster (decision 0031).
    // In the app it is already loaded, so this costs no request.
    void Promise.all([signOut(), import('@shared/platform/toast')]).then(([{ error }, { toast }]) => {
      if (error) toast.error(th.auth.logoutError);
      else toast.success(th.auth.logoutSuccess);
    });
  }, [requested, pathname]);

  return useCallback(() => {
    setRequested(true);
    void navigate('/');
  }, [navigate]);
}
