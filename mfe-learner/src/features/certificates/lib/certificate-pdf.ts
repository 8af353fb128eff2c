import { A4_LANDSCAPE, canvasToPdf, downloadPdf } from '../../../lib/canvas-pdf.ts';
import { loadCanvasFonts } from '../../../lib/canvas-fonts.ts';
import { certificateLines, type CertificateContent } from './certificate-content.ts';
import { drawCertificate } from './draw-certificate.ts';

/** The certificate as PDF bytes: one A4 landscape page, the browser-drawn picture filling it. */
export async function buildCertificatePdf(content: CertificateContent, origin: string): Promise<Uint8Array> {
  const lines = certificateLines(content, origin);
  await loadCanvasFonts(Object.values(lines).join(' '));
  return canvasToPdf(drawCertificate(lines), {
    page: A4_LANDSCAPE,
    title: `${lines.heading} ${content.code}`,
    subject: `${content.learnerName} — ${content.courseTitle}`,
  });
}

/** Builds the PDF and hands it to the browser as a download named after the code. */
export async function downloadCertificatePdf(content: CertificateContent, origin: string): Promise<void> {
  downloadPdf(await buildCertificatePdf(content, origin), `certificate-${content.code}.pdf`);
}
