/** How the learner framed the picture: zoom ≥ 1 (1 = the largest square that fits), and where the square sits, 0–100 on each axis. */
export interface SquareCrop {
  zoom: number;
  x: number;
  y: number;
}

export const CENTRED: SquareCrop = { zoom: 1, x: 50, y: 50 };
export const MAX_ZOOM = 3;

export interface SourceSquare {
  sx: number;
  sy: number;
  size: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The square of the source image (in its own pixels) that the crop selects; it never leaves the image. */
export function sourceSquare(width: number, height: number, crop: SquareCrop): SourceSquare {
  const size = Math.min(width, height) / clamp(crop.zoom, 1, MAX_ZOOM);
  const sx = ((width - size) * clamp(crop.x, 0, 100)) / 100;
  const sy = ((height - size) * clamp(crop.y, 0, 100)) / 100;
  return { sx, sy, size };
}
