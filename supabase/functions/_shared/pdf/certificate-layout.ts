// The certificate as one A4 landscape page: text, a frame, and a vector QR code to its public
// verification page (/certificate/<code>), which is also a link on the page.
import QRCode from 'npm:qrcode@1.5.4';
import type { PdfPage } from './pdf-document.ts';
import { formatThaiDate } from './thai-document-format.ts';

export interface CertificateDocument {
  code: string;
  /** null: the learner deleted their account without keeping their name (decision 0027). */
  learnerName: string | null;
  courseTitle: string;
  courseMinutes: number;
  issuedAt: string;
}

const INK = '#1e293b';
const MUTED = '#475569';
const ACCENT = '#1d4ed8';

/** The public verification address the QR code and the printed line point to. */
export const verificationUrl = (siteUrl: string, code: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/certificate/${encodeURIComponent(code)}`;

/** 135 → "2 ชั่วโมง 15 นาที" (the site's formatDuration in @shared/messages/format says the same). */
export function courseHours(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} นาที`;
  return rest === 0 ? `${hours} ชั่วโมง` : `${hours} ชั่วโมง ${rest} นาที`;
}

/** The QR matrix drawn as filled squares (vector, sharp at any zoom), quiet zone included in `size`. */
function drawQr(page: PdfPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / (count + 8);
  page.rect(x, y, size, size, '#ffffff');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (modules.get(row, col)) page.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell, '#000000');
    }
  }
  page.link(x, y, size, size, text);
}

export function drawCertificate(page: PdfPage, c: CertificateDocument, siteUrl: string): void {
  const { width, height } = page;
  page.strokeRect(24, 24, width - 48, height - 48, ACCENT, 3);
  page.strokeRect(34, 34, width - 68, height - 68, '#93c5fd', 1);
  const inner = width - 160;
  const center = (text: string, y: number, size: number, options: { weight?: 'bold'; color?: string } = {}): void =>
    page.text(text, 80, y, { size, align: 'center', width: inner, weight: options.weight, color: options.color ?? INK });

  center('ใบประกาศนียบัตร', 78, 34, { weight: 'bold', color: ACCENT });
  center('เรียนโค้ด · โรงเรียนสอนเขียนโปรแกรมออนไลน์', 132, 13, { color: MUTED });
  center('ขอมอบใบประกาศนียบัตรฉบับนี้เพื่อแสดงว่า', 180, 14);
  center(c.learnerName ?? 'ผู้เรียนของเรียนโค้ด', 212, 30, { weight: 'bold' });
  center('ได้สำเร็จการศึกษาคอร์ส', 268, 14);
  center(c.courseTitle, 296, 22, { weight: 'bold', color: ACCENT });
  center(`ระยะเวลาเรียน ${courseHours(c.courseMinutes)}`, 338, 13, { color: MUTED });
  center(`ให้ไว้ ณ วันที่ ${formatThaiDate(c.issuedAt)}`, 364, 13);

  const url = verificationUrl(siteUrl, c.code);
  const qrSize = 112;
  const qrX = width - 70 - qrSize;
  const qrY = height - 70 - qrSize;
  drawQr(page, url, qrX, qrY, qrSize);
  page.text(`รหัสใบประกาศนียบัตร: ${c.code}`, 70, height - 110, { size: 11, width: qrX - 90 });
  page.text(`ตรวจสอบได้ที่ ${url}`, 70, height - 90, { size: 10, color: MUTED, width: qrX - 90 });
  page.link(70, height - 92, qrX - 90, 16, url);
}
