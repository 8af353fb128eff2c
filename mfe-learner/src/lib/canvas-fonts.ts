/** The site's self-hosted Thai font, as a canvas `font` family. */
export const CANVAS_FONT_FAMILY = '"Noto Sans Thai", sans-serif';

/**
 * PDF libraries do not shape Thai (tone marks and vowels land on top of each
 * other), so printable documents are drawn by the browser on a canvas, which
 * shapes Thai with the site's Noto Sans Thai. The font's Thai subset must be
 * loaded first, or the canvas silently draws with a fallback font.
 */
export async function loadCanvasFonts(text: string): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all([
    document.fonts.load(`700 64px ${CANVAS_FONT_FAMILY}`, text),
    document.fonts.load(`400 40px ${CANVAS_FONT_FAMILY}`, text),
  ]);
}

/** Shrinks the font until `text` fits `maxWidth` (never below 16 px), leaving it set on the context. */
export function fitCanvasFont(ctx: CanvasRenderingContext2D, text: string, weight: number, size: number, maxWidth: number): void {
  let current = size;
  ctx.font = `${weight} ${current}px ${CANVAS_FONT_FAMILY}`;
  while (current > 16 && ctx.measureText(text).width > maxWidth) {
    current -= 2;
    ctx.font = `${weight} ${current}px ${CANVAS_FONT_FAMILY}`;
  }
}
