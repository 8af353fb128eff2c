import { Navigate, useSearchParams } from '@shared/platform/router';
import { Card, CardContent } from '@shared/ui/card';
import { learnerTh } from '../../../config/messages.ts';
import { parseCertificateCode } from '../lib/certificate-code.ts';
import { CertificateLookupForm, certificateCodeError } from './certificate-lookup-form.tsx';

/**
 * /certificate: where a printed certificate's reader types its code. The form
 * submitted without scripts arrives here as ?code=…: a valid code goes on to
 * its verification page, anything else comes back with the message.
 */
export function CertificateLookupPage() {
  const [params] = useSearchParams();
  const submitted = params.get('code');
  const code = parseCertificateCode(submitted ?? undefined);
  if (code !== null) return <Navigate replace to={`/certificate/${encodeURIComponent(code)}`} />;
  const t = learnerTh.certificate;
  return (
    <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-10">
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-bold">{t.verifyTitle}</h1>
        <p className="text-muted-foreground">{t.lookupIntro}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <CertificateLookupForm
            initialCode={submitted ?? ''}
            initialError={submitted === null ? undefined : certificateCodeError(submitted)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
