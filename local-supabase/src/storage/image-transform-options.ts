import { storageErrors } from './storage-error.ts';

/** What storage-js's `transform` asks for, as hosted Storage's renderer takes it. */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  /** Hosted: `origin` keeps the source's format; `webp`/`avif` convert. Here the source's format is always kept. */
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

export type ResizeMode = 'cover' | 'contain' | 'fill';

const RESIZE_MODES: readonly ResizeMode[] = ['cover', 'contain', 'fill'];
const FORMATS: readonly NonNullable<TransformOptions['format']>[] = ['origin', 'avif', 'webp'];
/** Hosted's limits (imgLimits.size): a width or height outside 1–2500 is clamped, not refused. */
export const SIZE_MIN = 1;
export const SIZE_MAX = 2500;
/** imgproxy's default quality when none is asked. */
export const DEFAULT_QUALITY = 80;

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** Hosted validates the query with a JSON schema (integers coerced from strings); the same checks, its wording. */
function integerOf(where: string, name: string, raw: unknown, min: number, max?: number): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value)) throw storageErrors.invalidParameter(`${where}/${name} must be integer`);
  if (value < min) throw storageErrors.invalidParameter(`${where}/${name} must be >= ${min}`);
  if (max !== undefined && value > max) throw storageErrors.invalidParameter(`${where}/${name} must be <= ${max}`);
  return value;
}

function oneOf<T extends string>(where: string, name: string, raw: unknown, allowed: readonly T[]): T | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const found = allowed.find((value) => value === raw);
  if (!found) throw storageErrors.invalidParameter(`${where}/${name} must be equal to one of the allowed values`);
  return found;
}

/** Reads transform options from a query string (`querystring`) or a sign body's `transform` (`body/transform`). */
export function readTransformOptions(where: string, read: (name: string) => unknown): TransformOptions {
  const width = integerOf(where, 'width', read('width'), 0);
  const height = integerOf(where, 'height', read('height'), 0);
  const quality = integerOf(where, 'quality', read('quality'), 20, 100);
  const resize = oneOf(where, 'resize', read('resize'), RESIZE_MODES);
  const format = oneOf(where, 'format', read('format'), FORMATS);
  return {
    // 0 means "not given", as in hosted (a falsy size is skipped).
    ...(width ? { width: clamp(width, SIZE_MIN, SIZE_MAX) } : {}),
    ...(height ? { height: clamp(height, SIZE_MIN, SIZE_MAX) } : {}),
    ...(resize ? { resize } : {}),
    ...(format ? { format } : {}),
    ...(quality ? { quality } : {}),
  };
}

/** imgproxy's names of the resize modes, which hosted reports in `X-Transformations`. */
const IMGPROXY_RESIZE: Record<ResizeMode, string> = { cover: 'fill', contain: 'fit', fill: 'force' };

/**
 * The transformations as hosted writes them: `imgproxy` form for the `X-Transformations` header
 * (`height:200,width:200,resizing_type:fill,quality:60`), `token` form inside a signed URL's token
 * (`resize:cover` instead of `resizing_type`).
 */
export function transformationSegments(options: TransformOptions, form: 'imgproxy' | 'token'): string[] {
  const segments: string[] = [];
  if (options.height) segments.push(`height:${options.height}`);
  if (options.width) segments.push(`width:${options.width}`);
  if (options.width || options.height) {
    segments.push(form === 'token' ? `resize:${options.resize ?? 'cover'}` : `resizing_type:${IMGPROXY_RESIZE[options.resize ?? 'cover']}`);
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  // Only the token keeps the format: the header names what was applied, and no format conversion is (see render-image.ts).
  if (options.format && form === 'token') segments.push(`format:${options.format}`);
  return segments;
}

/** The options a signed URL's token carries (`transformations` claim), read back as hosted does. */
export function transformOptionsFromToken(transformations: string): TransformOptions {
  const pairs = new Map(
    transformations
      .split(',')
      .map((segment) => segment.split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  return readTransformOptions('token', (name) => pairs.get(name));
}
