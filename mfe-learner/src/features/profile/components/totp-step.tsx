import { useId, useState, type SyntheticEvent } from 'react';
import { toAppError, thaiErrorMessage } from 'shared/errors';
import { Button } from 'shared/ui/button';
import { FormField, fieldA11y } from 'shared/ui/form-field';
import { Input } from 'shared/ui/input';
import { learnerTh } from '../../../config/messages.ts';
import { proveTotp } from '../api/account-mfa.ts';

/** GoTrue's answers to a wrong, stale or consumed code: "try again with a fresh code". */
const RETRY_CODES = new Set(['mfa_verification_failed', 'mfa_challenge_expired', 'mfa_verification_rejected', 'invalid_credentials']);

interface Props {
  factorId: string;
  /** Why the code is asked for (the change waiting behind it). */
  intro: string;
  /** Runs once the session is aal2: the caller sends the change it kept. */
  onVerified: () => Promise<void> | void;
  onCancel: () => void;
}

/**
 * The inline authenticator step in the settings tab (same shape as mfe-admin's TotpCodeForm,
 * which lives behind that remote's own entry point). Its own small form, not nested in the
 * change form, so Enter here verifies the code and the typed change stays untouched.
 */
export function TotpStep({ factorId, intro, onVerified, onCancel }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const t = learnerTh.accountMfa;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(t.codeFormat);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await proveTotp({ factorId, code: digits });
    } catch (e) {
      setBusy(false);
      setError(RETRY_CODES.has(toAppError(e).code) ? t.wrongCode : thaiErrorMessage(e));
      return;
    }
    try {
      await onVerified();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid max-w-md gap-3 rounded-md border border-primary/30 bg-primary/5 p-4">
      <h3 id={`${id}-title`} className="font-semibold">{t.title}</h3>
      <p className="text-sm">{intro}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={t.title}>
        <FormField id={id} label={t.codeLabel} error={error} hint={t.codeHint}>
          <Input
            {...fieldA11y(id, error)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-48 text-center font-mono text-lg tracking-[0.3em]"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>{busy ? t.verifying : t.verify}</Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>{t.cancel}</Button>
        </div>
      </form>
    </section>
  );
}
