import { Link } from '@shared/platform/router';
import { Award, Eye } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { EmptyState } from '@shared/ui/empty-state';
import { formatThaiDate } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';
import type { MyCertificate } from '../api/get-my-certificates.ts';
import { DownloadCertificateButton } from './download-certificate-button.tsx';

/** The profile's certificates tab: title, Thai issue date, certificate id, view and download. */
export function MyCertificatesList({ certificates, learnerName }: { certificates: MyCertificate[]; learnerName: string }) {
  if (certificates.length === 0) {
    return (
      <EmptyState icon={<Award aria-hidden="true" className="size-10 text-primary" />} title={learnerTh.certificate.empty}>
        <p className="text-sm text-muted-foreground">{learnerTh.certificate.emptyDetail}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {certificates.map((c) => (
        <li key={c.id}>
          <Card data-testid={`certificate-${c.code}`}>
            <CardContent className="space-y-3 p-5">
              <div className="flex items-start gap-3">
                <Award aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
                <div className="min-w-0 space-y-1">
                  <h3 className="font-semibold">{c.courseTitle}</h3>
                  <p className="text-sm text-muted-foreground">
                    {learnerTh.certificate.issueDate}: {formatThaiDate(c.issuedAt)}
                  </p>
                  <p className="text-sm">
                    {learnerTh.certificate.codeLabel}:{' '}
                    <span className="font-mono" data-testid="certificate-code">
                      {c.code}
                    </span>
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="secondary">
                  <Link to={`/certificates/${c.code}/print`}>
                    <Eye aria-hidden="true" />
                    {learnerTh.certificate.view}
                  </Link>
                </Button>
                <DownloadCertificateButton content={{ learnerName, courseTitle: c.courseTitle, issuedAt: c.issuedAt, code: c.code }} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
