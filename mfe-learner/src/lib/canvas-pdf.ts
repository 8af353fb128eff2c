import { PDFDocument } from 'pdf-lib';

/** A4 in PDF points. */
export const A4_PORTRAIT: PageSize = { width: 595.28, height: 841.89 };
export const A4_LANDSCAPE: PageSize = { width: 841.89, height: 595.28 };

export interface PageSize {
  width: number;
  height: number;
}

export interface CanvasPdfOptions {
  page: PageSize;
  title: string;
  subject: string;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) blob.arrayBuffer().then(resolve, reject);
      else reject(new Error('Could not encode the canvas as PNG'));
    }, 'image/png');
  });
}

/**
 * A one-page PDF whose page is the canvas's picture. The canvas carries the
 * browser-shaped Thai text (see canvas-fonts.ts); pdf-lib only wraps it.
 * This module is reached through dynamic imports only, so pdf-lib stays out
 * of every page's first load.
 */
export async function canvasToPdf(canvas: HTMLCanvasElement, { page, title, subject }: CanvasPdfOptions): Promise<Uint8Array> {
  const png = await canvasToPng(canvas);
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setSubject(subject);
  pdf.setAuthor('เรียนโค้ด (RianCode)');
  pdf.setCreator('RianCode');
  const image = await pdf.embedPng(png);
  pdf.addPage([page.width, page.height]).drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
  return pdf.save();
}

/** Hands PDF bytes to the browser as a download. */
export function downloadPdf(bytes: Uint8Array, filename: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled, not before the download starts.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
