import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { authText } from '../../../config/messages.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { PasswordResetInput } from '../api/request-password-reset.ts';
import { lazyResolver } from '../../../lib/form-validation.ts';
import { LiveFieldset } from '@shared/ui/live-fieldset';

const resolver = lazyResolver<PasswordResetInput>((schemas) => schemas.passwordResetResolver);

type ForgotPasswordFormProps = { onSubmit: (values: PasswordResetInput) => void; busy: boolean };

export function ForgotPasswordForm({ onSubmit, busy }: ForgotPasswordFormProps) {
  const { register, handleSubmit, formState } = useForm<PasswordResetInput>({
    resolver,
    defaultValues: { email: '' },
  });
  const error = formState.errors.email?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4" aria-label={authText.forgot.title}>
      <LiveFieldset control="forgot-password-form">
        <FormField id="forgot-email" label={authText.fields.email} error={error}>
          <Input {...fieldA11y('forgot-email', error)} type="email" autoComplete="email" required {...register('email')} />
        </FormField>
        <SubmitButton busy={busy} label={authText.forgot.submit} busyLabel={authText.forgot.busy} />
      </LiveFieldset>
    </form>
  );
}
