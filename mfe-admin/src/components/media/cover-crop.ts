/** The largest centred 16:9 rectangle of an image, in its own pixels. */
export function centreCrop16x9(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const cropWidth = Math.min(width, Math.round((height * 16) / 9));
  const cropHeight = Math.min(height, Math.round((cropWidth * 9) / 16));
  return { x: Math.round((width - cropWidth) / 2), y: Math.round((height - cropHeight) / 2), width: cropWidth, height: cropHeight };
}

/** Covers are shown at most 1280 px wide; a smaller image is not enlarged. */
export function coverSize(crop: { width: number; height: number }, maxWidth = 1280): { width: number; height: number } {
  const width = Math.min(maxWidth, crop.width);
  return { width, height: Math.round((width * 9) / 16) };
}

/**
 * Crops a picture to 16:9 and resizes it in the browser (a canvas), as a JPEG: the cover bucket
 * receives the few hundred KB a card needs, never a 12 MB phone photo.
 */
export async function cropCoverImage(file: Blob, maxWidth = 1280): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const crop = centreCrop16x9(bitmap.width, bitmap.height);
    const size = coverSize(crop, maxWidth);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d is unavailable');
    context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the image could not be encoded'))), 'image/jpeg', 0.86),
    );
  } finally {
    bitmap.close();
  }
}
