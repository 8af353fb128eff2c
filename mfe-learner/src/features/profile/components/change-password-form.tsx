import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from 'shared/ui/card';
import { FormField, fieldA11y } from 'shared/ui/form-field';
import { toast } from 'shared/toast';
import { th } from 'shared/messages';
import { changePasswordSchema, type ChangePasswordInput } from 'shared/validation';
import { learnerTh } from '../../../config/messages.ts';
import { PasswordChangeError, useChangePassword } from '../api/change-password.ts';
import { PasswordInput } from './password-input.tsx';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings tab: change the password, after re-checking the current one (spec §5 messages). */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const mutation = useChangePassword(email);
  const { errors } = form.formState;
  const t = learnerTh.password;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(th.profile.passwordChanged);
      form.reset(EMPTY);
    } catch (error) {
      const reason = error instanceof PasswordChangeError ? error.reason : 'failed';
      if (reason === 'wrong-current') form.setError('currentPassword', { message: t.wrongCurrent }, { shouldFocus: true });
      else if (reason === 'same-password') form.setError('newPassword', { message: t.samePassword }, { shouldFocus: true });
      else toast.error(t.failed);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-md gap-4" aria-label={t.title}>
          <FormField id="current-password" label={t.current} error={errors.currentPassword?.message}>
            <PasswordInput toggle autoComplete="current-password" {...fieldA11y('current-password', errors.currentPassword?.message)} {...form.register('currentPassword')} />
          </FormField>
          <FormField id="new-password" label={t.next} error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...fieldA11y('new-password', errors.newPassword?.message)} {...form.register('newPassword')} />
          </FormField>
          <FormField id="confirm-password" label={t.confirm} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...fieldA11y('confirm-password', errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-start">
            {form.formState.isSubmitting ? t.submitting : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
