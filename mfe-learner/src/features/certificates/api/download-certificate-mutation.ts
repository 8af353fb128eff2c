import { useMutation } from '@tanstack/react-query';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';

/** Downloads a certificate's PDF; the code that asks for it loads only when pressed. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async (code: string) => {
      const { downloadCertificatePdf } = await import('../lib/certificate-pdf.ts');
      await downloadCertificatePdf(code);
    },
    onError: () => toast.error(learnerTh.certificate.downloadError),
  });
}
