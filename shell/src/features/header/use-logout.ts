import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from 'shared/auth';
import { toast } from 'shared/toast';
import { th } from 'shared/messages';

/**
 * Spec §4: clear the profile (the bus does), toast, go home. Home comes
 * FIRST: signing out while still on /dashboard or /admin would let that
 * page's guard react to the sign-out and send the user to /login?next=….
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    const { error } = await signOut();
    if (error) {
      toast.error(th.auth.logoutError);
      return;
    }
    toast.success(th.auth.logoutSuccess);
  }, [navigate]);
}
