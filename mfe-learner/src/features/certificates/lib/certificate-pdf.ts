import { downloadFunctionPdf } from '../../../lib/download-function-pdf.ts';

/** The certificate as a text PDF with its QR code, from the public certificate-pdf Edge Function. */
export function downloadCertificatePdf(code: string): Promise<void> {
  return downloadFunctionPdf('certificate-pdf', { code }, `certificate-${code}.pdf`);
}
