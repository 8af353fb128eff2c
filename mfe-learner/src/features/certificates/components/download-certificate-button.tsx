import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '@shared/ui/button';
import { Spinner } from '@shared/ui/spinner';
import { learnerTh } from '../../../config/messages.ts';
import { useDownloadCertificate } from '../api/download-certificate-mutation.ts';
import type { CertificateContent } from '../lib/certificate-content.ts';

type DownloadCertificateButtonProps = { content: CertificateContent; variant?: ButtonProps['variant']; label?: string };

/** The PDF is built by the certificate-pdf Edge Function; this only asks for it. */
export function DownloadCertificateButton({ content, variant = 'outline', label }: DownloadCertificateButtonProps) {
  const download = useDownloadCertificate();
  const busy = download.isPending;
  return (
    <Button
      variant={variant}
      onClick={() => download.mutate(content.code)}
      disabled={busy}
      aria-label={label ?? `${learnerTh.certificate.download} ${content.courseTitle}`}
    >
      {busy ? <Spinner className="size-4 text-current" /> : <Download aria-hidden="true" />}
      {busy ? learnerTh.certificate.downloading : learnerTh.certificate.download}
    </Button>
  );
}
