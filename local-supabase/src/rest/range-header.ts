import { postgrestError } from '../http/api-error.ts';
import type { LevelParams, QueryParams } from './query-params.ts';
import type { RestResponse } from './result-response.ts';

/** The top-level rows a read answers: first row and how many at most (null = all). */
export interface PageRange {
  offset: number;
  limit: number | null;
}

const invalidRange = (details: string) => postgrestError(416, 'PGRST103', 'Requested range not satisfiable', details);

/** `Range: 0-9` (with `Range-Unit: items`) as PostgREST reads it; anything else means every row. */
function headerRange(header: string | undefined): { lower: number; upper: number | null } {
  const match = /^(\d+)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return { lower: 0, upper: null };
  const lower = Number(match[1]);
  const upper = match[2] === '' ? null : Number(match[2]);
  if (upper !== null && lower > upper) {
    throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  return { lower, upper };
}

/**
 * Combines the `Range` header (GET only, as RFC 9110 and PostgREST say),
 * `limit`/`offset` and db-max-rows into the page the statement reads.
 */
export function pageRange(level: LevelParams, rangeHeader: string | undefined, maxRows: number | null): PageRange {
  const header = headerRange(rangeHeader);
  // `limit=0` is the one empty range PostgREST allows: it answers no rows.
  if (level.limit === 0) return { offset: level.offset ?? 0, limit: 0 };
  const lower = Math.max(header.lower, level.offset ?? 0);
  const uppers = [
    header.upper,
    level.limit === null ? null : (level.offset ?? 0) + level.limit - 1,
    maxRows === null ? null : lower + maxRows - 1,
  ];
  const bounded = uppers.filter((u): u is number => u !== null);
  if (bounded.length === 0) return { offset: lower, limit: null };
  const upper = Math.min(...bounded);
  // e.g. `Range: 10-` with `limit=5`: the two ranges do not meet.
  if (upper < lower) throw invalidRange('Limit should be greater than or equal to zero.');
  return { offset: lower, limit: upper - lower + 1 };
}

/** Narrows the query's top level to the page it may answer (see pageRange) and returns that page. */
export function applyPage(query: QueryParams, rangeHeader: string | undefined, maxRows: number | null): PageRange {
  const top = query.levels.get('') ?? { filters: [], order: [], limit: null, offset: null };
  const page = pageRange(top, rangeHeader, maxRows);
  query.levels.set('', { ...top, offset: page.offset, limit: page.limit });
  return page;
}

/** PostgREST's 416 answer when a counted read starts past the last row (it still says how many rows there are). */
export function offsetPastEnd(offset: number, total: number | null): RestResponse | null {
  if (total === null || offset <= total) return null;
  const error = invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  return {
    status: 416,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': `*/${total}` },
    body: JSON.stringify({ code: error.code, details: error.details, hint: error.hint, message: error.message }),
  };
}
