import { useForm, useWatch } from 'react-hook-form';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { PasswordStrengthMeter, preloadPasswordStrength } from '@shared/ui/password-strength-meter';
import type { NewPasswordInput } from '@shared/schemas/forms';
import { lazyResolver } from '../../../lib/form-validation.ts';
import { authText } from '../../../config/messages.ts';
import { PasswordInput } from '@shared/ui/password-input';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { LiveFieldset } from '@shared/ui/live-fieldset';

const resolver = lazyResolver<NewPasswordInput>((schemas) => schemas.newPasswordResolver);

type ResetPasswordFormProps = { onSubmit: (values: NewPasswordInput) => void; busy: boolean };

/** Same password rules as registration (6 characters minimum, 72 bytes maximum, confirmation). */
export function ResetPasswordForm({ onSubmit, busy }: ResetPasswordFormProps) {
  const { register, handleSubmit, formState, control } = useForm<NewPasswordInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4" aria-label={authText.reset.title}>
      <LiveFieldset control="reset-password-form">
        <FormField id="reset-password" label={authText.fields.newPassword} error={errors.password?.message}>
          <PasswordInput
            {...fieldA11y('reset-password', errors.password?.message)}
            autoComplete="new-password"
            required
            onFocus={() => void preloadPasswordStrength()}
            {...register('password')}
          />
        </FormField>
        <PasswordStrengthMeter password={password} />
        <FormField id="reset-confirm" label={authText.fields.confirmNewPassword} error={errors.confirmPassword?.message}>
          <PasswordInput
            {...fieldA11y('reset-confirm', errors.confirmPassword?.message)}
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
          />
        </FormField>
        <SubmitButton busy={busy} label={authText.reset.submit} busyLabel={authText.reset.busy} />
      </LiveFieldset>
    </form>
  );
}
