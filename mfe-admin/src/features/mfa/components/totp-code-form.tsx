import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from 'shared/ui/button';
import { FormField, fieldA11y } from 'shared/ui/form-field';
import { Input } from 'shared/ui/input';
import { toast } from 'shared/toast';
import { adminTh } from '../../../config/messages.ts';
import { useVerifyTotp } from '../api/verify-totp.ts';
import { codeErrorMessage, normaliseCode } from '../lib/code-error.ts';

/**
 * The 6-digit code box shared by enrolment and challenge. A wrong code keeps what was typed and
 * says so in Thai; the admin simply types the next code. Success needs no navigation: the new
 * aal2 session reaches the admin guard through the auth bus.
 */
export function TotpCodeForm({ factorId }: { factorId: string }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyTotp({ onVerified: () => toast.success(adminTh.mfa.verified) });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = normaliseCode(code);
    if (!digits) {
      setError(adminTh.mfa.codeFormat);
      return;
    }
    setError(undefined);
    verify.mutate(
      { factorId, code: digits },
      { onError: (e) => setError(codeErrorMessage(e)) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={id} label={adminTh.mfa.codeLabel} error={error} hint={adminTh.mfa.codeHint}>
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
      <p className="text-sm text-muted-foreground">{adminTh.mfa.otherSessionsNote}</p>
      <div>
        <Button type="submit" disabled={verify.isPending}>{verify.isPending ? adminTh.mfa.verifying : adminTh.mfa.verify}</Button>
      </div>
    </form>
  );
}
