// Text extraction of ำ (SARA AM) from pdfkit's PDFs (decision 0059).
//
// Thai fonts draw ำ as two glyphs (NIKHAHIT + SARA AA, the font's `ccmp` decomposition) so a tone
// mark can sit between them (น้ำ). pdfkit writes ONE ToUnicode text per glyph, and fontkit hands
// it the text of whichever use of a glyph came first: after "น้ำ" the plain า of "ภาษี" extracted
// as nothing ("ภ ษี"), or after "ภาษี" the า of "น้ำ" extracted again ("น้ำา"). Turning `ccmp` off
// keeps ำ whole but puts the tone mark into the nikhahit (looked at: unreadable).
//
// So the two glyphs of every ำ get their own slots in the embedded subset (same outlines, other
// glyph ids): the aa slot says "ำ" and the nikhahit slot (a mark: no width) says U+200B ZERO WIDTH
// SPACE, which pdf.js skips as an invisible format mark. (The other way round, pdf.js skipped the
// aa with its width and then read the next step of the pen as a space: "จำตั ว".) The plain า
// and ํ keep their own slots and texts. Every line also carries an ActualText span
// (pdf-document.ts), which poppler and Acrobat prefer to the glyphs' texts; an extractor that
// reads neither way sees "น้\u200Bำ".

const SARA_AM = 0x0e33;
const NIKHAHIT = 0x0e4d;
const SARA_AA = 0x0e32;
const ZERO_WIDTH_SPACE = 0x200b;

interface FontkitGlyph {
  id: number;
  advanceWidth: number;
}
interface FontkitFont {
  glyphForCodePoint(codePoint: number): FontkitGlyph;
}
/** The part of pdfkit's EmbeddedFont (js/pdfkit.es.js, 0.17.2) that encode() uses. */
export interface PdfkitEmbeddedFont {
  font: FontkitFont;
  scale: number;
  widths: number[];
  unicode: number[][];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  layout(text: string, features: unknown): { glyphs: FontkitGlyph[]; positions: unknown[] };
  encode(text: string, features: unknown): [string[], unknown[]];
}

/** Replaces the font's encode() with pdfkit's own plus the ำ slots above. */
export function keepSaraAmText(embedded: PdfkitEmbeddedFont): void {
  const nikhahit = embedded.font.glyphForCodePoint(NIKHAHIT).id;
  const aa = embedded.font.glyphForCodePoint(SARA_AA).id;
  const plainText = new Map([
    [nikhahit, [NIKHAHIT]],
    [aa, [SARA_AA]],
  ]);
  let amSlots: [number, number] | null = null;
  const slotsOfAm = (): [number, number] => {
    if (amSlots) return amSlots;
    // A glyph id listed twice in the subset is embedded twice: the second copy is a new CID.
    const nikhahitSlot = embedded.subset.glyphs.push(nikhahit) - 1;
    const aaSlot = embedded.subset.glyphs.push(aa) - 1;
    embedded.unicode[nikhahitSlot] = [ZERO_WIDTH_SPACE];
    embedded.unicode[aaSlot] = [SARA_AM];
    amSlots = [nikhahitSlot, aaSlot];
    return amSlots;
  };

  embedded.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    // The k-th NIKHAHIT+AA pair in the glyphs is the k-th ำ of the text (a text never spells ํา).
    let amsLeft = [...text].filter((c) => c.codePointAt(0) === SARA_AM).length;
    const codes: string[] = [];
    for (let i = 0; i < glyphs.length; i += 1) {
      const glyph = glyphs[i];
      if (!glyph) continue;
      const next = glyphs[i + 1];
      if (amsLeft > 0 && glyph.id === nikhahit && next?.id === aa) {
        const [nikhahitSlot, aaSlot] = slotsOfAm();
        codes.push(hex4(nikhahitSlot), hex4(aaSlot));
        this.widths[nikhahitSlot] ??= glyph.advanceWidth * this.scale;
        this.widths[aaSlot] ??= next.advanceWidth * this.scale;
        amsLeft -= 1;
        i += 1;
        continue;
      }
      const gid = this.subset.includeGlyph(glyph.id);
      codes.push(hex4(gid));
      this.widths[gid] ??= glyph.advanceWidth * this.scale;
      // fontkit caches a glyph with the text of its first use, which for these two may be ำ's.
      this.unicode[gid] ??= plainText.get(glyph.id) ?? glyphCodePoints(glyph);
    }
    return [codes, positions];
  };
}

const hex4 = (gid: number): string => gid.toString(16).padStart(4, '0');
const glyphCodePoints = (glyph: FontkitGlyph): number[] => (glyph as FontkitGlyph & { codePoints: number[] }).codePoints;
