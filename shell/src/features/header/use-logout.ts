import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from 'shared/auth';
import { toast } from 'shared/toast';
import { th } from 'shared/messages';

/** Spec §4: clear the profile (the bus does), toast, go home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { error } = await signOut();
    if (error) {
      toast.error(th.auth.logoutError);
      return;
    }
    toast.success(th.auth.logoutSuccess);
    void navigate('/');
  }, [navigate]);
}
