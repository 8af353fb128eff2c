import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { adminTh } from '../../../config/messages.ts';
import { useTotpFactors } from '../api/get-factors.ts';
import { TotpChallenge } from './totp-challenge.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

/**
 * What an admin signed in at aal1 sees instead of the admin area: enrolment when they have no
 * verified authenticator yet, otherwise the code challenge (decision 0028).
 */
export function MfaGate({ userId }: { userId: string }) {
  const factors = useTotpFactors();
  if (factors.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={adminTh.checking} />
      </div>
    );
  }
  if (factors.isError) return <ErrorState onRetry={() => void factors.refetch()} />;
  const [factor] = factors.data;
  return factor ? <TotpChallenge factorId={factor.id} /> : <TotpEnrolment userId={userId} />;
}
