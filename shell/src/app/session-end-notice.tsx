import { useEffect } from 'react';
import { useNavigate } from '@shared/platform/router';
import { sessionEnds$ } from '@shared/platform/auth';
import { th } from '@shared/messages';
import { toast } from '@shared/platform/toast';

/**
 * When the server stops accepting this tab's session (an admin suspended or deleted the member
 * while it was open), the auth bus signs the tab out; this says why, in Thai, and offers the
 * sign-in page instead of leaving the member on a page that can only fail. Lives in the shell
 * because it must work whichever remote is showing.
 */
export function SessionEndNotice() {
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = sessionEnds$.subscribe((reason) => {
      toast.error(reason === 'suspended' ? th.auth.accountSuspended : th.auth.sessionEnded, { duration: 10_000 });
      void navigate('/login', { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);

  return null;
}
