import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@shared/ui/card';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { th } from '@shared/messages';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';
import { totpFactorToProve } from '../api/account-mfa.ts';
import { changeEmailSchema, EmailChangeError, useRequestEmailChange, type ChangeEmailInput } from '../api/change-email.ts';
import { TotpStep } from './totp-step.tsx';

interface Props {
  currentEmail: string;
  /** An address already waiting for confirmation (the auth user's `new_email`), if any. */
  pendingEmail?: string | undefined;
}

/** Settings tab: a confirmed e-mail change through the auth service (the profile's copy follows). */
export function ChangeEmailForm({ currentEmail, pendingEmail }: Props) {
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema(currentEmail)), defaultValues: { email: '' } });
  const mutation = useRequestEmailChange(currentEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors } = form.formState;
  const t = learnerTh.email;
  const waiting = sentTo ?? pendingEmail ?? null;

  const [factorId, setFactorId] = useState<string | null>(null);

  /** Sends the request; the server's insufficient_aal (a factor verified meanwhile) opens the code step. */
  const send = async (values: ChangeEmailInput) => {
    try {
      const outcome = await mutation.mutateAsync(values);
      setFactorId(null);
      form.reset({ email: '' });
      if (outcome.changed) toast.success(th.auth.emailChanged);
      else setSentTo(outcome.email);
    } catch (error) {
      const reason = error instanceof EmailChangeError ? error.reason : 'failed';
      if (reason === 'needs-aal2') {
        const factor = await totpFactorToProve().catch(() => null);
        if (factor) {
          setFactorId(factor);
          return;
        }
      }
      setFactorId(null);
      if (reason === 'taken') form.setError('email', { message: t.taken }, { shouldFocus: true });
      else toast.error(reason === 'rate-limited' ? t.rateLimited : t.failed);
    }
  };

  // A member with an authenticator on an aal1 session proves the code first; the address waits in the form.
  const onSubmit = form.handleSubmit(async (values) => {
    const factor = await totpFactorToProve().catch(() => undefined);
    if (factor === undefined) toast.error(learnerTh.accountMfa.checkFailed);
    else if (factor) setFactorId(factor);
    else await send(values);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{t.hint}</p>
        {waiting ? (
          <p role="status" className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {sentTo ? t.sent(sentTo) : t.pending(waiting)}
          </p>
        ) : null}
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-md gap-4" aria-label={t.title}>
          <FormField id="current-email" label={t.current}>
            <Input id="current-email" type="email" value={currentEmail} readOnly aria-readonly="true" className="bg-muted" />
          </FormField>
          <FormField id="new-email" label={t.next} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...fieldA11y('new-email', errors.email?.message)} {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={form.formState.isSubmitting || factorId !== null} className="justify-self-start">
            {form.formState.isSubmitting ? t.submitting : t.submit}
          </Button>
        </form>
        {factorId ? (
          <TotpStep
            factorId={factorId}
            intro={t.needsCode}
            onVerified={async () => {
              // The session is aal2 now; the field may have been edited meanwhile, so validate again.
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
