import { Link, useNavigate } from '@shared/platform/router';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { AuthCard } from '../../../components/auth-card.tsx';
import { authText } from '../../../config/messages.ts';
import { signUpErrorMessage } from '../../../lib/auth-error-text.ts';
import { useMountedRef } from '../../../lib/use-mounted-ref.ts';
import { useLeaveIfSignedIn } from '../../../lib/use-leave-if-signed-in.ts';
import { ProfileSyncError, useSignUp } from '../api/sign-up.ts';
import { RegisterForm } from './register-form.tsx';
import { useCurrentLegalDocument } from '../../../lib/legal-documents/get-current-legal-document.ts';

/** /register (spec §2, §4, §5, §8). */
export function RegisterPage() {
  const navigate = useNavigate();
  const mounted = useMountedRef();
  useLeaveIfSignedIn(null);
  // The versions the consent checkbox refers to; if they could not be read, the account is
  // still created and the app asks for consent at the first sign-in (decision 0027).
  const terms = useCurrentLegalDocument('terms');
  const privacy = useCurrentLegalDocument('privacy');
  const accepted = terms.data && privacy.data ? { terms: terms.data.version, privacy: privacy.data.version } : null;
  const signUp = useSignUp({
    onSuccess: ({ hasSession }) => {
      toast.success(th.auth.registerSuccess);
      if (!hasSession) toast.info(th.auth.checkEmail);
      // The shell may already have moved a signed-in user on; never pull them back.
      if (mounted.current) void navigate(hasSession ? '/dashboard' : '/login', { replace: true });
    },
    onError: (error) => {
      // A failed profile sync keeps the form (and what was typed) on screen.
      if (error instanceof ProfileSyncError) toast.error(th.auth.profileSyncError);
      else toast.error(signUpErrorMessage(error));
    },
  });

  return (
    <AuthCard
      title={authText.register.title}
      description={authText.register.description}
      footer={
        <p>
          {authText.register.hasAccount}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {authText.register.toLogin}
          </Link>
        </p>
      }
    >
      <RegisterForm busy={signUp.isPending} onSubmit={(input) => signUp.mutate({ input, accepted })} />
    </AuthCard>
  );
}
