import type { ResizeMode } from './image-transform-options.ts';

/** Decoded pixels, 4 bytes (RGBA) each, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

interface Plan {
  /** The size the whole source is scaled to. */
  scaledWidth: number;
  scaledHeight: number;
  /** The centred window of the scaled image that is kept (cover crops). */
  outWidth: number;
  outHeight: number;
}

/**
 * imgproxy's geometry as hosted configures it: `cover` (imgproxy `fill`) scales to cover the box
 * and crops the centre, `contain` (`fit`) scales to fit inside it, `fill` (`force`) stretches to it;
 * one side alone keeps the aspect ratio; an image is never enlarged (imgproxy's `enlarge` is off).
 */
export function planResize(width: number, height: number, target: { width?: number; height?: number; resize?: ResizeMode }): Plan {
  const wantW = target.width ?? 0;
  const wantH = target.height ?? 0;
  if (!wantW && !wantH) return { scaledWidth: width, scaledHeight: height, outWidth: width, outHeight: height };
  const mode = wantW && wantH ? (target.resize ?? 'cover') : 'contain';
  if (mode === 'fill') {
    const w = Math.min(wantW, width);
    const h = Math.min(wantH, height);
    return { scaledWidth: w, scaledHeight: h, outWidth: w, outHeight: h };
  }
  const scaleW = wantW ? wantW / width : Infinity;
  const scaleH = wantH ? wantH / height : Infinity;
  const scale = Math.min(1, mode === 'cover' ? Math.max(scaleW, scaleH) : Math.min(scaleW, scaleH));
  const scaledWidth = Math.max(1, Math.round(width * scale));
  const scaledHeight = Math.max(1, Math.round(height * scale));
  if (mode === 'contain') return { scaledWidth, scaledHeight, outWidth: scaledWidth, outHeight: scaledHeight };
  return { scaledWidth, scaledHeight, outWidth: Math.min(wantW, scaledWidth), outHeight: Math.min(wantH, scaledHeight) };
}

/**
 * Resamples by averaging the source pixels each output pixel covers (a box filter: every source
 * pixel counts, so a downscale does not alias), then keeps the centred window the plan asks for.
 */
export function resize(source: Pixels, plan: Plan): Pixels {
  const { scaledWidth, scaledHeight, outWidth, outHeight } = plan;
  if (scaledWidth === source.width && scaledHeight === source.height && outWidth === source.width && outHeight === source.height) {
    return source;
  }
  const left = Math.floor((scaledWidth - outWidth) / 2);
  const top = Math.floor((scaledHeight - outHeight) / 2);
  const xRatio = source.width / scaledWidth;
  const yRatio = source.height / scaledHeight;
  const data = new Uint8Array(outWidth * outHeight * 4);
  for (let oy = 0; oy < outHeight; oy++) {
    const y0 = Math.floor((oy + top) * yRatio);
    const y1 = Math.max(y0 + 1, Math.min(source.height, Math.floor((oy + top + 1) * yRatio)));
    for (let ox = 0; ox < outWidth; ox++) {
      const x0 = Math.floor((ox + left) * xRatio);
      const x1 = Math.max(x0 + 1, Math.min(source.width, Math.floor((ox + left + 1) * xRatio)));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = y0; y < y1; y++) {
        let i = (y * source.width + x0) * 4;
        for (let x = x0; x < x1; x++, i += 4) {
          r += source.data[i] ?? 0;
          g += source.data[i + 1] ?? 0;
          b += source.data[i + 2] ?? 0;
          a += source.data[i + 3] ?? 0;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const o = (oy * outWidth + ox) * 4;
      data[o] = Math.round(r / count);
      data[o + 1] = Math.round(g / count);
      data[o + 2] = Math.round(b / count);
      data[o + 3] = Math.round(a / count);
    }
  }
  return { width: outWidth, height: outHeight, data };
}
