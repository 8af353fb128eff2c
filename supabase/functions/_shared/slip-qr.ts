// Reads the transfer reference from a Thai bank slip's mini-QR. The decoders are passed in (the
// Edge Function imports them as npm: packages, tests from node_modules), so this file runs
// unchanged on Deno and Node.

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

export interface SlipQrDecoders {
  jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
  decodeJpeg: (bytes: Uint8Array) => Rgba;
  decodePng: (bytes: Uint8Array) => Rgba;
}

/** Large enough for a phone's photo of a slip; larger images are not decoded (memory of an Edge Function). */
const MAX_PIXELS = 25_000_000;

/**
 * The slip QR ("mini-QR") of Thai banks is EMV-style tag-length-value: tag 00 holds sub-tags
 * 00 (API id), 01 (sending bank code), 02 (the transaction reference). The reference is
 * `<bank>-<transaction ref>`; a QR of another shape is kept whole (trimmed to 200 characters),
 * so the same image still maps to the same reference.
 */
export function slipReferenceOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const outer = tlv(trimmed).get('00');
  const inner = outer ? tlv(outer) : null;
  const bank = inner?.get('01');
  const transaction = inner?.get('02');
  if (bank && transaction) return `${bank}-${transaction}`.slice(0, 200);
  return trimmed.slice(0, 200);
}

function tlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at + 4 <= text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^[0-9]{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > text.length) return new Map<string, string>();
    out.set(tag, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return at === text.length ? out : new Map<string, string>();
}

/** The decoded reference, or null when the image has no readable QR (a photo, a WebP, a blur). */
export function readSlipReference(decoders: SlipQrDecoders, bytes: Uint8Array, mimetype: string): string | null {
  let image: Rgba;
  try {
    if (mimetype === 'image/png') image = decoders.decodePng(bytes);
    else if (mimetype === 'image/jpeg') image = decoders.decodeJpeg(bytes);
    else return null;
  } catch {
    return null;
  }
  if (image.width * image.height > MAX_PIXELS) return null;
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const found = decoders.jsQR(pixels, image.width, image.height);
  return found ? slipReferenceOf(found.data) : null;
}
