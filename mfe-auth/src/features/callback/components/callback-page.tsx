import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shared/platform/router';
import { LoaderCircle } from 'lucide-react';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { nextFromSearch, takeRememberedNext } from '../../../lib/next-path.ts';
import { useCompleteOAuthSignIn } from '../api/complete-oauth-sign-in.ts';

/** /auth/callback (spec §2, §4): the return point of third-party sign-in. */
export function CallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useCompleteOAuthSignIn();

  // Runs once per callback URL (completeOAuthSignIn spends the code once); the outcome is read only
  // while the page is still shown (mutate's own callbacks).
  useEffect(() => {
    mutate(search, {
      onSuccess: (outcome) => {
        // A link the site sent (an e-mail change) names its own way back; third-party sign-in left
        // the site, so its `next` waited in this tab.
        const remembered = takeRememberedNext();
        const next = nextFromSearch(search) ?? remembered;
        if (!outcome.ok) {
          toast.error(outcome.message);
          void navigate('/login', { replace: true });
          return;
        }
        if (outcome.created) toast.success(th.auth.profileCreated);
        toast.success(new URLSearchParams(search).get('flow') === 'email-change' ? th.auth.emailChanged : th.auth.loginSuccess);
        void navigate(next ?? outcome.home, { replace: true });
      },
    });
  }, [search, navigate, mutate]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center" aria-busy="true">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-primary" />
      <div role="status">
        <p className="text-lg font-medium">{th.auth.verifying}</p>
        <p className="text-sm text-muted-foreground">{th.auth.pleaseWait}</p>
      </div>
    </section>
  );
}
