import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@shared/ui/card';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { PasswordStrengthMeter, preloadPasswordStrength } from '@shared/ui/password-strength-meter';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/forms';
import { learnerTh } from '../../../config/messages.ts';
import { totpFactorToProve } from '../api/account-mfa.ts';
import { PasswordChangeError, useChangePassword } from '../api/change-password.ts';
import { PasswordInput } from '@shared/ui/password-input';
import { TotpStep } from './totp-step.tsx';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const t = learnerTh.password;

function weakText(error: PasswordChangeError): string {
  const reasons = error.weakReasons.map((r) => t.weakReasons[r]);
  return reasons.length === 0 ? t.weak : `${t.weak}: ${reasons.join(' · ')}`;
}

/**
 * Settings tab: change the password from the current session, with the current password as the
 * server's proof. A member with an authenticator on an aal1 session proves the code first (an
 * inline step); the typed passwords wait in the form and are sent once the session is aal2.
 */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const [factorId, setFactorId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = useChangePassword();
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const showError = (error: unknown) => {
    const reason = error instanceof PasswordChangeError ? error.reason : 'failed';
    if (reason === 'wrong-current') form.setError('currentPassword', { message: t.wrongCurrent }, { shouldFocus: true });
    else if (reason === 'same-password') form.setError('newPassword', { message: t.samePassword }, { shouldFocus: true });
    else if (reason === 'weak' && error instanceof PasswordChangeError)
      form.setError('newPassword', { message: weakText(error) }, { shouldFocus: true });
    else if (reason === 'rate-limited') toast.error(t.rateLimited);
    else toast.error(t.failed);
  };

  /** Sends the change; the server's insufficient_aal (a factor verified elsewhere meanwhile) opens the code step. */
  const send = async (values: ChangePasswordInput) => {
    try {
      await change.mutateAsync(values);
      setFactorId(null);
      toast.success(th.profile.passwordChanged);
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof PasswordChangeError && error.reason === 'needs-aal2') {
        const factor = await totpFactorToProve().catch(() => null);
        if (factor) {
          setFactorId(factor);
          return;
        }
      }
      setFactorId(null);
      showError(error);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      const factor = await totpFactorToProve();
      if (factor) setFactorId(factor);
      else await send(values);
    } catch {
      toast.error(learnerTh.accountMfa.checkFailed);
    } finally {
      setSending(false);
    }
  });

  const busy = sending || form.formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-md gap-4" aria-label={t.title}>
          <FormField id="current-password" label={t.current} error={errors.currentPassword?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...fieldA11y('current-password', errors.currentPassword?.message)}
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField id="new-password" label={t.next} error={errors.newPassword?.message}>
            <PasswordInput
              reveal={false}
              autoComplete="new-password"
              onFocus={() => void preloadPasswordStrength()}
              {...fieldA11y('new-password', errors.newPassword?.message)}
              {...form.register('newPassword')}
            />
          </FormField>
          <PasswordStrengthMeter password={newPassword} />
          <FormField id="confirm-password" label={t.confirm} error={errors.confirmPassword?.message}>
            <PasswordInput
              reveal={false}
              autoComplete="new-password"
              {...fieldA11y('confirm-password', errors.confirmPassword?.message)}
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" disabled={busy || factorId !== null} className="justify-self-start">
            {busy ? t.submitting : t.submit}
          </Button>
        </form>
        {factorId ? (
          <TotpStep
            factorId={factorId}
            intro={t.needsCode}
            onVerified={async () => {
              // The session is aal2 now; the fields may have been edited meanwhile, so validate again.
              setFactorId(null);
              await form.handleSubmit(send)();
            }}
            onCancel={() => setFactorId(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
