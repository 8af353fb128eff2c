import { Card, CardContent, CardDescription, CardHeader } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { adminTh } from '../../../config/messages.ts';
import { useTotpEnrolment } from '../api/enroll-totp.ts';
import { TotpCodeForm } from './totp-code-form.tsx';

/** An admin without an authenticator: the Thai steps, the QR code, the secret to type, then the first code. */
export function TotpEnrolment({ userId }: { userId: string }) {
  const enrolment = useTotpEnrolment(userId);
  return (
    <Card className="mx-auto my-10 max-w-xl">
      <CardHeader>
        <h1 className="text-xl font-bold">{adminTh.mfa.enrolTitle}</h1>
        <CardDescription>{adminTh.mfa.enrolIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {adminTh.mfa.enrolSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {enrolment.isPending ? <Spinner label={adminTh.mfa.preparing} /> : null}
        {enrolment.isError ? <ErrorState onRetry={() => void enrolment.refetch()} /> : null}
        {enrolment.data ? (
          <>
            <div className="grid justify-items-center gap-3">
              <img src={enrolment.data.qrCode} alt={adminTh.mfa.qrAlt} width={200} height={200} className="rounded-md bg-white p-2" />
              <div className="grid gap-1 text-center">
                <p className="text-sm text-muted-foreground" id="totp-secret-label">
                  {adminTh.mfa.manualLabel}
                </p>
                <code
                  aria-labelledby="totp-secret-label"
                  data-testid="totp-secret"
                  className="select-all break-all rounded bg-muted px-2 py-1 font-mono text-sm"
                >
                  {enrolment.data.secret}
                </code>
              </div>
            </div>
            <TotpCodeForm factorId={enrolment.data.factorId} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
