import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '@shared/ui/button';
import { Spinner } from '@shared/ui/spinner';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';
import type { CertificateContent } from '../lib/certificate-content.ts';

type DownloadCertificateButtonProps = { content: CertificateContent; variant?: ButtonProps['variant']; label?: string };

/** The PDF is built by the certificate-pdf Edge Function; this only asks for it. */
export function DownloadCertificateButton({ content, variant = 'outline', label }: DownloadCertificateButtonProps) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { downloadCertificatePdf } = await import('../lib/certificate-pdf.ts');
      await downloadCertificatePdf(content.code);
    } catch {
      toast.error(learnerTh.certificate.downloadError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant={variant}
      onClick={() => void download()}
      disabled={busy}
      aria-label={label ?? `${learnerTh.certificate.download} ${content.courseTitle}`}
    >
      {busy ? <Spinner className="size-4 text-current" /> : <Download aria-hidden="true" />}
      {busy ? learnerTh.certificate.downloading : learnerTh.certificate.download}
    </Button>
  );
}
