import { Card, CardContent, CardDescription, CardHeader } from '@shared/ui/card';
import { adminTh } from '../../../config/messages.ts';
import { TotpCodeForm } from './totp-code-form.tsx';

/** An admin who already has an authenticator, signed in with the password only: asks for the code. */
export function TotpChallenge({ factorId }: { factorId: string }) {
  return (
    <Card className="mx-auto my-10 max-w-lg">
      <CardHeader>
        <h1 className="text-xl font-bold">{adminTh.mfa.challengeTitle}</h1>
        <CardDescription>{adminTh.mfa.challengeIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <TotpCodeForm factorId={factorId} />
      </CardContent>
    </Card>
  );
}
