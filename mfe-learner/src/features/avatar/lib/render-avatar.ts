import { sourceSquare, type SquareCrop } from './square-crop.ts';

/** The uploaded avatar's side in pixels: sharp on a 2× screen at the largest size the site shows (80 px). */
export const AVATAR_SIZE = 256;

export type DecodedImage = ImageBitmap;

/** Decodes the chosen file; rejects when the browser cannot read it as a picture (a renamed or broken file). */
export function decodeImage(file: Blob): Promise<DecodedImage> {
  return createImageBitmap(file);
}

/** Draws the cropped square of the image onto the whole canvas (the preview and the upload use the same drawing). */
export function drawSquare(canvas: HTMLCanvasElement, image: DecodedImage, crop: SquareCrop): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, size } = sourceSquare(image.width, image.height, crop);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, size, size, 0, 0, canvas.width, canvas.height);
}

/**
 * The square as an image file to upload: WebP where the browser can encode it, else PNG (a
 * browser answers its own PNG for a type it cannot write). At 256 × 256 either is far below 2 MB.
 */
export function renderAvatar(image: DecodedImage, crop: SquareCrop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  drawSquare(canvas, image, crop);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the picture'))), 'image/webp', 0.9);
  });
}
