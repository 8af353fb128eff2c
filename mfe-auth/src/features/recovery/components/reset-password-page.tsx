import { Link, useNavigate, useSearchParams } from '@shared/platform/router';
import { toast } from '@shared/platform/toast';
import { useAuth } from '@shared/platform/auth/react';
import { homePathFor } from '@shared/platform/auth/profile';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { AuthCard } from '../../../components/auth-card.tsx';
import { authText } from '../../../config/messages.ts';
import { serverErrorDetail } from '../../../lib/auth-error-text.ts';
import { useRecoverySession } from '../api/get-recovery-session.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** /auth/reset-password: where the recovery e-mail's link lands (with `?code=`). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const recovery = useRecoverySession(params.get('code'));
  const { profile } = useAuth();
  const navigate = useNavigate();
  const update = useUpdatePassword();

  if (recovery.status === 'pending') {
    return (
      <AuthCard title={authText.reset.title}>
        <div className="flex justify-center py-6">
          <Spinner label={authText.reset.checking} />
        </div>
      </AuthCard>
    );
  }
  if (recovery.status === 'invalid') {
    return (
      <section className="px-4 py-16">
        <h1 className="sr-only">{authText.reset.title}</h1>
        <ErrorState title={authText.reset.invalidLinkTitle} message={authText.reset.invalidLink} />
        <div className="mt-4 flex justify-center">
          <Button asChild>
            <Link to="/auth/forgot-password">{authText.reset.requestNew}</Link>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <AuthCard title={authText.reset.title} description={authText.reset.description}>
      <ResetPasswordForm
        busy={update.isPending || update.isSuccess}
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () => {
              toast.success(authText.reset.success);
              void navigate(homePathFor(profile), { replace: true });
            },
            onError: (error) => toast.error(authText.reset.error, { description: serverErrorDetail(error) }),
          })
        }
      />
    </AuthCard>
  );
}
