import { useForm } from 'react-hook-form';
import { Link } from '@shared/platform/router';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { th } from '@shared/messages';
import type { LoginInput } from '@shared/schemas/forms';
import { lazyResolver } from '../../../lib/form-validation.ts';
import { authText } from '../../../config/messages.ts';
import { PasswordInput } from '@shared/ui/password-input';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { LiveFieldset } from '@shared/ui/live-fieldset';

const resolver = lazyResolver<LoginInput>((schemas) => schemas.loginResolver);

type LoginFormProps = {
  onSubmit: (values: LoginInput) => void;
  busy: boolean;
  defaultEmail?: string;
};

/** E-mail + password (spec §5: both required, e-mail of email type). Server errors arrive as toasts. */
export function LoginForm({ onSubmit, busy, defaultEmail = '' }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4" aria-label={authText.login.title}>
      <LiveFieldset control="login-form">
        <FormField id="login-email" label={authText.fields.email} error={errors.email?.message}>
          <Input {...fieldA11y('login-email', errors.email?.message)} type="email" autoComplete="email" required {...register('email')} />
        </FormField>
        <FormField id="login-password" label={authText.fields.password} error={errors.password?.message}>
          <PasswordInput
            {...fieldA11y('login-password', errors.password?.message)}
            autoComplete="current-password"
            required
            {...register('password')}
          />
        </FormField>
        <div className="-mt-2 text-end text-sm">
          <Link to="/auth/forgot-password" className="text-primary underline-offset-4 hover:underline">
            {authText.login.forgot}
          </Link>
        </div>
        <SubmitButton busy={busy} label={authText.login.submit} busyLabel={th.auth.loggingIn} />
      </LiveFieldset>
    </form>
  );
}
