import { useId, useState, type SyntheticEvent } from 'react';
import { checkTotpCode, totpErrorMessage } from '@shared/platform/auth/totp-code';
import { Button } from '@shared/ui/button';
import { TotpCodeField } from '@shared/ui/totp-code-field';
import { learnerTh } from '../../../config/messages.ts';
import { useProveTotp } from '../api/account-mfa.ts';

interface Props {
  factorId: string;
  /** Why the code is asked for (the change waiting behind it). */
  intro: string;
  /** Runs once the session is aal2: the caller sends the change it kept. */
  onVerified: () => Promise<void> | void;
  onCancel: () => void;
}

/**
 * The inline authenticator step in the settings tab (the code box and its checks are shared with
 * mfe-admin's TotpCodeForm). Its own small form, not nested in the
 * change form, so Enter here verifies the code and the typed change stays untouched.
 */
export function TotpStep({ factorId, intro, onVerified, onCancel }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const prove = useProveTotp();
  const t = learnerTh.accountMfa;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code: digits, formatError } = checkTotpCode(code);
    setError(formatError);
    if (!digits) return;
    setBusy(true);
    try {
      await prove.mutateAsync({ factorId, code: digits });
    } catch (e) {
      setBusy(false);
      setError(totpErrorMessage(e));
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
      <h3 id={`${id}-title`} className="font-semibold">
        {t.title}
      </h3>
      <p className="text-sm">{intro}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label={t.title}>
        <TotpCodeField id={id} value={code} onChange={setCode} error={error} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t.verifying : t.verify}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
