import { th } from '@shared/messages';
import { useParams } from '@shared/platform/router';
import { BadgeCheck, ExternalLink } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { formatThaiDate } from '@shared/messages/format';
import { thaiErrorMessage } from '@shared/messages/errors';
import { learnerTh } from '../../../config/messages.ts';
import { linkedInAddToProfileUrl } from '../lib/linkedin-url.ts';
import { CertificateNotFound } from './certificate-not-found.tsx';
import { useCertificateByCode } from './use-certificate-by-code.ts';

/** /certificate/:code: anyone (signed out too) checks that a printed code was really issued. */
export function VerifyCertificatePage() {
  const params = useParams();
  const { code, query } = useCertificateByCode(params.code);
  const t = learnerTh.certificate;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-center text-2xl font-bold">{t.verifyTitle}</h1>
      {code === null || (query.isSuccess && query.data === null) ? (
        <CertificateNotFound code={params.code ?? ''} />
      ) : query.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : query.isError ? (
        <ErrorState message={thaiErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Card data-testid="certificate-valid">
          <CardHeader className="items-center text-center">
            <BadgeCheck aria-hidden="true" className="size-12 text-success" />
            <CardTitle>{t.valid}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
              <dt className="text-muted-foreground">{t.learner}</dt>
              <dd className="font-semibold" data-testid="certificate-learner">
                {query.data.learnerName ?? th.legal.deletedLearner}
              </dd>
              <dt className="text-muted-foreground">{t.course}</dt>
              <dd className="font-semibold" data-testid="certificate-course">
                {query.data.courseTitle}
              </dd>
              <dt className="text-muted-foreground">{t.issueDate}</dt>
              <dd>{formatThaiDate(query.data.issuedAt)}</dd>
              <dt className="text-muted-foreground">{t.codeLabel}</dt>
              <dd className="font-mono" data-testid="certificate-code">
                {query.data.code}
              </dd>
            </dl>
            <a
              className="mt-6 inline-flex items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent"
              href={linkedInAddToProfileUrl({ ...query.data, organizationName: th.brand }, window.location.origin)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.addToLinkedIn}
            </a>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
