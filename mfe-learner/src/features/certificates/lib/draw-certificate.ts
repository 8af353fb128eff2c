import { fitCanvasFont } from '../../../lib/canvas-fonts.ts';
import type { CertificateLines } from './certificate-content.ts';

/** A4 landscape at about 170 dpi: sharp when printed, a PNG of a few hundred KB. */
export const CERTIFICATE_WIDTH = 2000;
export const CERTIFICATE_HEIGHT = Math.round(2000 / Math.SQRT2);

const INK = '#1e293b';
const MUTED = '#475569';
const ACCENT = '#2563eb';
const GOLD = '#b45309';

function centred(ctx: CanvasRenderingContext2D, text: string, y: number, weight: number, size: number, color: string): void {
  fitCanvasFont(ctx, text, weight, size, CERTIFICATE_WIDTH - 360);
  ctx.fillStyle = color;
  ctx.fillText(text, CERTIFICATE_WIDTH / 2, y);
}

function frame(ctx: CanvasRenderingContext2D): void {
  const w = CERTIFICATE_WIDTH;
  const h = CERTIFICATE_HEIGHT;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = ACCENT;
  ctx.lineWidth = 16;
  ctx.strokeRect(60, 60, w - 120, h - 120);
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 4;
  ctx.strokeRect(96, 96, w - 192, h - 192);
}

/** Draws the whole certificate on a fresh canvas and returns it. */
export function drawCertificate(lines: CertificateLines): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = CERTIFICATE_WIDTH;
  canvas.height = CERTIFICATE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  frame(ctx);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  centred(ctx, lines.heading, 300, 700, 104, ACCENT);
  centred(ctx, lines.subheading, 380, 400, 38, MUTED);
  centred(ctx, lines.certifies, 530, 400, 42, INK);
  centred(ctx, lines.learnerName, 670, 700, 92, INK);
  ctx.fillStyle = GOLD;
  ctx.fillRect(CERTIFICATE_WIDTH / 2 - 420, 712, 840, 4);
  centred(ctx, lines.completed, 810, 400, 42, INK);
  centred(ctx, lines.courseTitle, 920, 700, 64, ACCENT);
  centred(ctx, lines.issued, 1060, 400, 40, INK);
  centred(ctx, lines.code, 1180, 400, 32, MUTED);
  centred(ctx, lines.verify, 1235, 400, 28, MUTED);
  return canvas;
}
