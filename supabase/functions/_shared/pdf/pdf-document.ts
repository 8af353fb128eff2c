// One pdfkit document with the school's Thai font embedded (decision 0059): the receipt and the
// certificate layouts draw on it, in the Edge Functions that serve them (locally run by Deno
// through local-supabase, on hosted Supabase by its Edge Runtime: the same code).
import PDFDocument from 'npm:pdfkit@0.17.2';
import { keepSaraAmText, type PdfkitEmbeddedFont } from './thai-sara-am.ts';

export type FontWeight = 'regular' | 'bold';

/** Noto Sans Thai (Thai and Latin in one file, SIL OFL 1.1: fonts/OFL.txt), shipped beside this module. */
const FONT_FILES: Record<FontWeight, URL> = {
  regular: new URL('./fonts/NotoSansThai-Regular.ttf', import.meta.url),
  bold: new URL('./fonts/NotoSansThai-Bold.ttf', import.meta.url),
};

let fontBytes: Promise<Record<FontWeight, Uint8Array>> | null = null;
/** Read once per function instance; a failed read is tried again on the next document. */
function loadFonts(): Promise<Record<FontWeight, Uint8Array>> {
  fontBytes ??= Promise.all([Deno.readFile(FONT_FILES.regular), Deno.readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = null;
      throw error;
    },
  );
  return fontBytes;
}

export interface TextOptions {
  weight?: FontWeight;
  size: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** The box the text is aligned in (from x); long text shrinks to fit it on one line. */
  width: number;
}

/** The slice of pdfkit's document the layouts use. */
export interface PdfPage {
  readonly width: number;
  readonly height: number;
  /** One line of text with its top-left at (x, y). */
  text(value: string, x: number, y: number, options: TextOptions): void;
  rect(x: number, y: number, width: number, height: number, color: string): void;
  strokeRect(x: number, y: number, width: number, height: number, color: string, lineWidth: number): void;
  line(x1: number, y1: number, x2: number, y2: number, color: string, lineWidth: number): void;
  link(x: number, y: number, width: number, height: number, url: string): void;
  rotated(degrees: number, originX: number, originY: number, draw: () => void): void;
}

export interface DocumentInfo {
  title: string;
  subject: string;
  layout: 'portrait' | 'landscape';
}

/** Runs `draw` on one A4 page and answers the finished PDF's bytes. */
export async function renderPdf(info: DocumentInfo, draw: (page: PdfPage) => void): Promise<Uint8Array<ArrayBuffer>> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: info.layout,
    margin: 0,
    lang: 'th-TH',
    displayTitle: true,
    info: { Title: info.title, Subject: info.subject, Author: 'เรียนโค้ด (RianCode)', Creator: 'RianCode' },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const patched = new Set<string>();
  const useFont = (weight: FontWeight): void => {
    doc.font(weight);
    if (patched.has(weight)) return;
    // pdfkit keeps one EmbeddedFont per registered font; `_font` is the one just selected.
    keepSaraAmText((doc as unknown as { _font: PdfkitEmbeddedFont })._font);
    patched.add(weight);
  };

  const page: PdfPage = {
    width: doc.page.width,
    height: doc.page.height,
    text(value, x, y, options) {
      useFont(options.weight ?? 'regular');
      let size = options.size;
      doc.fontSize(size);
      while (size > 6 && doc.widthOfString(value) > options.width) doc.fontSize((size -= 0.5));
      doc.fillColor(options.color ?? '#1e293b');
      // ActualText: what poppler and Acrobat extract for the span, whatever the glyphs map to.
      doc.markContent('Span', { actual: value });
      doc.text(value, x, y, { width: options.width, align: options.align ?? 'left', lineBreak: false });
      doc.endMarkedContent();
    },
    rect(x, y, width, height, color) {
      doc.rect(x, y, width, height).fill(color);
    },
    strokeRect(x, y, width, height, color, lineWidth) {
      doc.lineWidth(lineWidth).rect(x, y, width, height).stroke(color);
    },
    line(x1, y1, x2, y2, color, lineWidth) {
      doc.lineWidth(lineWidth).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
    },
    link(x, y, width, height, url) {
      doc.link(x, y, width, height, url);
    },
    rotated(degrees, originX, originY, drawRotated) {
      doc.save();
      doc.rotate(degrees, { origin: [originX, originY] });
      drawRotated();
      doc.restore();
    },
  };
  draw(page);
  doc.end();
  await finished;
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
