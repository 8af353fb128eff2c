import { Link } from '@shared/platform/router';
import { MailCheck } from 'lucide-react';
import { toast } from '@shared/platform/toast';
import { AuthCard } from '../../../components/auth-card.tsx';
import { authText } from '../../../config/messages.ts';
import { serverErrorDetail } from '../../../lib/auth-error-text.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/** /auth/forgot-password: asks for the recovery e-mail (not in the spec; users expect it). */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const sentTo = request.isSuccess ? request.variables.email : null;

  return (
    <AuthCard
      title={sentTo ? authText.forgot.sentTitle : authText.forgot.title}
      description={sentTo ? undefined : authText.forgot.description}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {authText.forgot.backToLogin}
        </Link>
      }
    >
      {sentTo ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-primary" />
          <p>{authText.forgot.sent(sentTo)}</p>
        </div>
      ) : (
        <ForgotPasswordForm
          busy={request.isPending}
          onSubmit={(values) =>
            request.mutate(values, {
              onError: (error) => toast.error(authText.forgot.error, { description: serverErrorDetail(error) }),
            })
          }
        />
      )}
    </AuthCard>
  );
}
