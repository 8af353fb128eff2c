import { describe, expect, test } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { offsetPastEnd, pageRange } from './range-header.ts';
import type { LevelParams } from './query-params.ts';

const level = (limit: number | null, offset: number | null): LevelParams => ({ filters: [], order: [], limit, offset });

describe('pageRange', () => {
  test('limit/offset, the Range header and db-max-rows intersect', () => {
    expect(pageRange(level(null, null), undefined, null)).toEqual({ offset: 0, limit: null });
    expect(pageRange(level(null, null), undefined, 1000)).toEqual({ offset: 0, limit: 1000 });
    expect(pageRange(level(5000, 100), undefined, 1000)).toEqual({ offset: 100, limit: 1000 });
    expect(pageRange(level(null, null), '5-9', null)).toEqual({ offset: 5, limit: 5 });
    expect(pageRange(level(3, 2), '0-9', null)).toEqual({ offset: 2, limit: 3 });
    expect(pageRange(level(null, null), '10-', 1000)).toEqual({ offset: 10, limit: 1000 });
    expect(pageRange(level(0, null), '0-9', 1000)).toEqual({ offset: 0, limit: 0 });
  });

  test('a header PostgREST does not parse means every row; an impossible one is 416 PGRST103', () => {
    expect(pageRange(level(null, null), 'items=0-9', null)).toEqual({ offset: 0, limit: null });
    const thrown = (fn: () => unknown): unknown => {
      try {
        fn();
      } catch (error) {
        return error;
      }
      return null;
    };
    const upsideDown = thrown(() => pageRange(level(null, null), '9-5', null));
    expect(upsideDown).toBeInstanceOf(ApiError);
    expect(upsideDown).toMatchObject({
      status: 416,
      code: 'PGRST103',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
    expect(thrown(() => pageRange(level(5, 0), '10-', null))).toMatchObject({
      status: 416,
      details: 'Limit should be greater than or equal to zero.',
    });
  });

  test('offsetPastEnd answers 416 only for a counted read starting after the last row', () => {
    expect(offsetPastEnd(10, null)).toBeNull();
    expect(offsetPastEnd(10, 10)).toBeNull();
    const past = offsetPastEnd(11, 10);
    expect([past?.status, past?.headers['Content-Range'], JSON.parse(past?.body ?? '{}')]).toEqual([
      416,
      '*/10',
      {
        code: 'PGRST103',
        details: 'An offset of 11 was requested, but there are only 10 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      },
    ]);
  });
});
