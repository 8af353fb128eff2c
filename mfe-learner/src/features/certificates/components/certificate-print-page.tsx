import { th } from '@shared/messages';
import { useParams } from '@shared/platform/router';
import { Printer } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { thaiErrorMessage } from '@shared/messages/errors';
import { learnerTh } from '../../../config/messages.ts';
import { CertificateNotFound } from './certificate-not-found.tsx';
import { CertificateSheet } from './certificate-sheet.tsx';
import { DownloadCertificateButton } from './download-certificate-button.tsx';
import { useCertificateByCode } from './use-certificate-by-code.ts';

/**
 * /certificates/:code/print: the printable certificate with print and PDF
 * buttons. It reads through the public verification rpc, so the printed
 * page shows exactly what a verifier will see.
 */
export function CertificatePrintPage() {
  const params = useParams();
  const { code, query } = useCertificateByCode(params.code);
  if (code === null || (query.isSuccess && query.data === null)) {
    return (
      <div className="px-4 py-10">
        <CertificateNotFound code={params.code ?? ''} />
      </div>
    );
  }
  if (query.isPending) return <Skeleton className="mx-auto my-10 aspect-[1.414] w-full max-w-4xl rounded-xl" />;
  if (query.isError || !query.data) {
    return <ErrorState className="my-10" message={thaiErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  // A learner who deleted their account without keeping their name: the sheet says so instead.
  const content = { ...query.data, learnerName: query.data.learnerName ?? th.legal.deletedLearner };
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div className="certificate-actions flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{learnerTh.certificate.printable}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {learnerTh.certificate.print}
          </Button>
          <DownloadCertificateButton content={content} variant="default" label={learnerTh.certificate.download} />
        </div>
      </div>
      <CertificateSheet content={content} origin={window.location.origin} />
    </div>
  );
}
