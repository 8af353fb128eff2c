import { useForm, useWatch } from 'react-hook-form';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { PasswordStrengthMeter, preloadPasswordStrength } from '@shared/ui/password-strength-meter';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { LEVELS } from '@shared/platform/auth/profile';
import { LEVEL_LABELS } from '@shared/db/courses';
import { th } from '@shared/messages';
import type { RegisterInput } from '@shared/schemas/forms';
import { lazyResolver } from '../../../lib/form-validation.ts';
import { authText } from '../../../config/messages.ts';
import { PasswordInput } from '@shared/ui/password-input';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { LiveFieldset } from '@shared/ui/live-fieldset';

const resolver = lazyResolver<RegisterInput>((schemas) => schemas.registerResolver);

type RegisterFormProps = { onSubmit: (values: RegisterInput) => void; busy: boolean };

/** Spec §2 and §5: every rule and message comes from the shared registerSchema. */
export function RegisterForm({ onSubmit, busy }: RegisterFormProps) {
  const { register, handleSubmit, formState, control } = useForm({
    resolver,
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', acceptLegal: false },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  const f = authText.fields;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4" aria-label={authText.register.title}>
      <LiveFieldset control="register-form">
        <FormField id="register-name" label={f.fullName} error={errors.fullName?.message}>
          <Input {...fieldA11y('register-name', errors.fullName?.message)} autoComplete="name" required {...register('fullName')} />
        </FormField>
        <FormField id="register-email" label={f.email} error={errors.email?.message}>
          <Input
            {...fieldA11y('register-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
          />
        </FormField>
        <FormField id="register-level" label={f.level} error={errors.level?.message}>
          <NativeSelect {...fieldA11y('register-level', errors.level?.message)} required defaultValue="" {...register('level')}>
            <option value="" disabled>
              {authText.register.levelPlaceholder}
            </option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="register-password" label={f.password} error={errors.password?.message} hint={authText.register.passwordHint}>
          <PasswordInput
            {...fieldA11y('register-password', errors.password?.message)}
            autoComplete="new-password"
            required
            onFocus={() => void preloadPasswordStrength()}
            {...register('password')}
          />
        </FormField>
        <PasswordStrengthMeter password={password} />
        <FormField id="register-confirm" label={f.confirmPassword} error={errors.confirmPassword?.message}>
          <PasswordInput
            {...fieldA11y('register-confirm', errors.confirmPassword?.message)}
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
          />
        </FormField>
        <ConsentCheckbox error={errors.acceptLegal?.message} {...register('acceptLegal')} />
        <SubmitButton busy={busy} label={authText.register.submit} busyLabel={th.auth.registering} />
      </LiveFieldset>
    </form>
  );
}
