import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Pixels } from './image-resize.ts';
import { storageErrors } from './storage-error.ts';

/** Hosted's limits on a source image: 25 MB and 50 megapixels. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
export const MAX_SOURCE_MEGAPIXELS = 50;

export type ImageFormat = 'jpeg' | 'png';

export const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** Hosted's answers (its renderer's wording for imgproxy's 422s), HTTP 400 as Storage answers them. */
export const renderErrors = {
  unsupported: () => storageErrors.invalidRequest('The source image is invalid or unsupported for rendering'),
  fileTooLarge: () => storageErrors.invalidRequest('The source image file is too large to process'),
  resolutionTooLarge: () => storageErrors.invalidRequest('The source image resolution is too large to process'),
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by the bytes, not by the stored Content-Type (which the uploader chose). */
export function formatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** A PNG's size from its IHDR, read before decoding so an oversized one is refused without allocating it. */
function pngMegapixels(bytes: Buffer): number {
  if (bytes.length < 24) throw renderErrors.unsupported();
  return (bytes.readUInt32BE(16) * bytes.readUInt32BE(20)) / 1_000_000;
}

export function decode(bytes: Buffer, format: ImageFormat): Pixels {
  if (format === 'png' && pngMegapixels(bytes) > MAX_SOURCE_MEGAPIXELS) throw renderErrors.resolutionTooLarge();
  try {
    if (format === 'png') {
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_SOURCE_MEGAPIXELS });
    return { width: image.width, height: image.height, data: image.data };
  } catch (error) {
    if (error instanceof Error && /maxResolutionInMP/.test(error.message)) throw renderErrors.resolutionTooLarge();
    throw renderErrors.unsupported();
  }
}

export function encode(pixels: Pixels, format: ImageFormat, quality: number): Buffer {
  if (format === 'png') {
    // PNG is lossless: quality does not apply (imgproxy ignores it for PNG too).
    const png = new PNG({ width: pixels.width, height: pixels.height });
    png.data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
    return PNG.sync.write(png);
  }
  return Buffer.from(jpeg.encode({ width: pixels.width, height: pixels.height, data: pixels.data }, quality).data);
}
