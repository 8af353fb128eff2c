// The receipt (ใบเสร็จรับเงิน / ใบกำกับภาษี) as one A4 portrait page of text and rules.
import type { ReceiptContent, ReceiptLine } from '../receipt-content.ts';
import type { PdfPage } from './pdf-document.ts';

const LEFT = 56;
const MUTED = '#475569';
const ACCENT = '#1d4ed8';
const RULE = '#cbd5e1';

/** Lays out the receipt's content (../receipt-content.ts: the words and figures the receipt page shows too). */
export function drawReceipt(page: PdfPage, c: ReceiptContent): void {
  const right = page.width - LEFT;
  const width = right - LEFT;
  page.text(c.title, LEFT, 56, { weight: 'bold', size: 20, color: ACCENT, align: 'center', width });

  let y = 104;
  page.text(c.schoolName, LEFT, y, { weight: 'bold', size: 15, width });
  if (c.schoolTaxId) page.text(c.schoolTaxId, LEFT, (y += 22), { size: 10.5, width });
  for (const line of c.schoolAddress) page.text(line, LEFT, (y += 17), { size: 10.5, color: MUTED, width });
  page.line(LEFT, (y += 28), right, y, RULE, 1);

  y += 14;
  for (const { label, value } of c.details) {
    page.text(label, LEFT, y, { size: 10.5, color: MUTED, width: 110 });
    page.text(value, LEFT + 120, y, { weight: 'bold', size: 11, width: width - 120 });
    y += 20;
  }

  y += 16;
  page.rect(LEFT, y, width, 26, '#f1f5f9');
  page.text(c.columns.item, LEFT + 10, y + 6, { weight: 'bold', size: 10.5, width: 300 });
  page.text(c.columns.amount, right - 210, y + 6, { weight: 'bold', size: 10.5, align: 'right', width: 200 });
  const row = ({ label, amount, strong = false }: ReceiptLine): void => {
    const size = strong ? 13 : 11;
    const weight = strong ? 'bold' : 'regular';
    page.text(label, LEFT + 10, y, { weight, size, width: width - 180 });
    page.text(amount, right - 170, y, { weight, size, align: 'right', width: 160 });
  };
  y += 38;
  row(c.item);
  if (c.discount) {
    y += 20;
    row(c.discount);
  }
  page.line(LEFT, (y += 24), right, y, RULE, 1);
  y += 12;
  row(c.breakdown.net);
  y += 20;
  row(c.breakdown.vat);
  page.line(LEFT, (y += 24), right, y, '#1e293b', 1.5);
  y += 12;
  row(c.breakdown.total);
  page.text(`${c.inWordsLabel}: ${c.inWords}`, LEFT + 10, (y += 30), { size: 11, width: width - 20 });
  page.text(c.vatIncluded, LEFT + 10, (y += 20), { size: 10, color: MUTED, width });

  if (c.refunded) {
    const stamp = c.refunded;
    // The stamp sits in the free space under the amounts, where no line of the receipt runs.
    page.rotated(-12, right - 90, y + 70, () => {
      page.strokeRect(right - 170, y + 45, 160, 46, '#dc2626', 3);
      page.text(stamp, right - 170, y + 56, { weight: 'bold', size: 18, color: '#dc2626', align: 'center', width: 160 });
    });
  }
  page.text(c.thanks, LEFT, page.height - 72, { size: 10.5, color: MUTED, align: 'center', width });
}
