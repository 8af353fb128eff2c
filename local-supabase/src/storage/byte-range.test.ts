import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';
import { StorageError } from './storage-error.ts';

describe('parseByteRange', () => {
  it('reads one range, an open end and a suffix, clamped to the file', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('sends the whole file for no range or several', () => {
    expect(parseByteRange(undefined, 100)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
  });

  it('refuses ranges that cannot be satisfied', () => {
    for (const header of ['bytes=100-', 'bytes=5-2', 'bytes=-0', 'bytes=-'])
      expect(() => parseByteRange(header, 100)).toThrow(StorageError);
  });
});
