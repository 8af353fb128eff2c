import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '@shared/ui/button';
import { checkTotpCode, totpErrorMessage } from '@shared/platform/auth/totp-code';
import { TotpCodeField } from '@shared/ui/totp-code-field';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { useVerifyTotp } from '../api/verify-totp.ts';

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
    const { code: digits, formatError } = checkTotpCode(code);
    setError(formatError);
    if (!digits) return;
    verify.mutate({ factorId, code: digits }, { onError: (e) => setError(totpErrorMessage(e)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TotpCodeField id={id} value={code} onChange={setCode} error={error} />
      <p className="text-sm text-muted-foreground">{adminTh.mfa.otherSessionsNote}</p>
      <div>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? adminTh.mfa.verifying : adminTh.mfa.verify}
        </Button>
      </div>
    </form>
  );
}
