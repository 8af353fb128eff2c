import { StorageError } from './storage-error.ts';

export interface ByteRange {
  start: number;
  end: number;
}

const invalidRange = (): StorageError => new StorageError(400, 'InvalidRange', 'invalid_range', 'invalid range provided');

/**
 * One `Range: bytes=…` range of a file of `size` bytes (what a browser's <video> or <audio>
 * asks for); null to send it whole. Several ranges are answered whole, as many servers do.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') throw invalidRange();
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) throw invalidRange();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) throw invalidRange();
  return { start, end };
}
