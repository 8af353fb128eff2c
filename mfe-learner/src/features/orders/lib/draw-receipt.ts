import { CANVAS_FONT_FAMILY, fitCanvasFont } from '../../../lib/canvas-fonts.ts';
import { learnerTh } from '../../../config/messages.ts';
import type { ReceiptContent, ReceiptRow } from './receipt-content.ts';

/** A4 portrait at about 170 dpi: sharp when printed, a PNG of a few hundred KB. */
export const RECEIPT_WIDTH = 1400;
export const RECEIPT_HEIGHT = Math.round(1400 * Math.SQRT2);

const LEFT = 100;
const RIGHT = RECEIPT_WIDTH - 100;
const TEXT_WIDTH = RIGHT - LEFT;
const INK = '#1e293b';
const MUTED = '#475569';
const ACCENT = '#1d4ed8';
const RULE = '#cbd5e1';
const STAMP = '#dc2626';

type Align = 'left' | 'right' | 'center';

function text(
  ctx: CanvasRenderingContext2D,
  value: string,
  x: number,
  y: number,
  opts: { weight?: number; size: number; color?: string; align?: Align; maxWidth?: number },
): void {
  fitCanvasFont(ctx, value, opts.weight ?? 400, opts.size, opts.maxWidth ?? TEXT_WIDTH);
  ctx.fillStyle = opts.color ?? INK;
  ctx.textAlign = opts.align ?? 'left';
  ctx.fillText(value, x, y);
}

function rule(ctx: CanvasRenderingContext2D, y: number, width = 2, color = RULE): void {
  ctx.fillStyle = color;
  ctx.fillRect(LEFT, y, TEXT_WIDTH, width);
}

function amountRow(ctx: CanvasRenderingContext2D, row: ReceiptRow, y: number): void {
  const weight = row.strong ? 700 : 400;
  const size = row.strong ? 34 : 30;
  text(ctx, row.label, LEFT + 20, y, { weight, size, maxWidth: 860 });
  text(ctx, row.amount, RIGHT - 20, y, { weight, size, align: 'right', maxWidth: 300 });
}

/** Header: the document's title, then who issues it (name, tax ID, address). Returns the next free y. */
function drawIssuer(ctx: CanvasRenderingContext2D, content: ReceiptContent): number {
  text(ctx, content.title, RECEIPT_WIDTH / 2, 170, { weight: 700, size: 52, color: ACCENT, align: 'center' });
  let y = 260;
  text(ctx, content.schoolName, LEFT, y, { weight: 700, size: 40 });
  if (content.schoolTaxId) text(ctx, content.schoolTaxId, LEFT, (y += 50), { size: 28 });
  for (const line of content.schoolAddress.split('\n').filter(Boolean).slice(0, 3)) {
    text(ctx, line, LEFT, (y += 44), { size: 28, color: MUTED });
  }
  rule(ctx, (y += 36));
  return y + 70;
}

function drawDetails(ctx: CanvasRenderingContext2D, content: ReceiptContent, top: number): number {
  let y = top;
  for (const detail of content.details) {
    text(ctx, detail.label, LEFT, y, { size: 28, color: MUTED, maxWidth: 280 });
    text(ctx, detail.value, LEFT + 300, y, { weight: 700, size: 30, maxWidth: TEXT_WIDTH - 300 });
    y += 52;
  }
  return y + 30;
}

function drawAmounts(ctx: CanvasRenderingContext2D, content: ReceiptContent, top: number): number {
  ctx.fillStyle = '#f1f5f9';
  ctx.fillRect(LEFT, top - 44, TEXT_WIDTH, 66);
  text(ctx, learnerTh.receipt.item, LEFT + 20, top, { weight: 700, size: 28 });
  text(ctx, learnerTh.receipt.amount, RIGHT - 20, top, { weight: 700, size: 28, align: 'right' });
  let y = top + 80;
  amountRow(ctx, content.item, y);
  if (content.discount) amountRow(ctx, content.discount, (y += 56));
  rule(ctx, (y += 36));
  amountRow(ctx, content.breakdown.net, (y += 60));
  amountRow(ctx, content.breakdown.vat, (y += 56));
  rule(ctx, (y += 34), 4, INK);
  amountRow(ctx, content.breakdown.total, (y += 66));
  text(ctx, `${learnerTh.receipt.inWords}: ${content.inWords}`, LEFT + 20, (y += 80), { size: 28 });
  text(ctx, content.vatIncluded, LEFT + 20, (y += 50), { size: 26, color: MUTED });
  return y;
}

/** The stamp sits in the free space under the amounts, where no line of the receipt runs. */
function drawRefundStamp(ctx: CanvasRenderingContext2D, label: string, y: number): void {
  ctx.save();
  ctx.translate(RIGHT - 260, y);
  ctx.rotate(-0.2);
  ctx.strokeStyle = STAMP;
  ctx.lineWidth = 8;
  ctx.strokeRect(-200, -62, 400, 100);
  ctx.font = `700 56px ${CANVAS_FONT_FAMILY}`;
  ctx.fillStyle = STAMP;
  ctx.textAlign = 'center';
  ctx.fillText(label, 0, 8);
  ctx.restore();
}

/** Draws the whole receipt on a fresh canvas and returns it. */
export function drawReceipt(content: ReceiptContent): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = RECEIPT_WIDTH;
  canvas.height = RECEIPT_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, RECEIPT_WIDTH, RECEIPT_HEIGHT);
  ctx.textBaseline = 'alphabetic';
  const afterIssuer = drawIssuer(ctx, content);
  const afterDetails = drawDetails(ctx, content, afterIssuer);
  const afterAmounts = drawAmounts(ctx, content, afterDetails + 40);
  text(ctx, learnerTh.receipt.thanks, RECEIPT_WIDTH / 2, RECEIPT_HEIGHT - 140, { size: 28, color: MUTED, align: 'center' });
  if (content.refunded) drawRefundStamp(ctx, content.refunded, afterAmounts + 180);
  return canvas;
}
