import { PDFDocument } from 'pdf-lib';
import { certificateLines, type CertificateContent } from './certificate-content.ts';
import { drawCertificate, loadCertificateFonts } from './draw-certificate.ts';

/** A4 landscape in PDF points. */
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;

function canvasToPng(canvas: HTMLCanvasElement): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) blob.arrayBuffer().then(resolve, reject);
      else reject(new Error('Could not encode the certificate image'));
    }, 'image/png');
  });
}

/** The certificate as PDF bytes: one page, the browser-drawn picture (Thai shaped correctly) filling it. */
export async function buildCertificatePdf(content: CertificateContent, origin: string): Promise<Uint8Array> {
  const lines = certificateLines(content, origin);
  await loadCertificateFonts(lines);
  const png = await canvasToPng(drawCertificate(lines));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${lines.heading} ${content.code}`);
  pdf.setSubject(`${content.learnerName} — ${content.courseTitle}`);
  pdf.setAuthor('เรียนโค้ด (RianCode)');
  pdf.setCreator('RianCode');
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  page.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
  return pdf.save();
}

/** Builds the PDF and hands it to the browser as a download named after the code. */
export async function downloadCertificatePdf(content: CertificateContent, origin: string): Promise<void> {
  const bytes = await buildCertificatePdf(content, origin);
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `certificate-${content.code}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled, not before the download starts.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
