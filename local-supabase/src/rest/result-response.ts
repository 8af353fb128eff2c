import { postgrestError } from '../http/api-error.ts';
import type { ResultRow } from './statement-sql.ts';

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** PostgREST's answer when `.single()` meets zero or several rows; thrown inside the transaction so writes roll back. */
export const singularityError = (rows: number) =>
  postgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

export const toCount = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** `0-9/42`; an empty page gives star-slash-total; the total is a star when no count was asked. */
export function contentRange(offset: number, pageCount: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return pageCount === 0 ? `*/${size}` : `${offset}-${offset + pageCount - 1}/${size}`;
}

/** The body for a result: the JSON array, or the one object `.single()` asked for. */
export function resultBody(row: ResultRow, single: boolean): { body: string; contentType: string } {
  const pageCount = Number(row.page_count);
  if (single) {
    if (pageCount !== 1 || row.first === null) throw singularityError(pageCount);
    return { body: row.first, contentType: OBJECT_TYPE };
  }
  return { body: row.body, contentType: JSON_TYPE };
}

export const emptyResponse = (status: number, headers: Record<string, string> = {}): RestResponse => ({ status, headers, body: null });
