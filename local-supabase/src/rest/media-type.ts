import { postgrestError } from '../http/api-error.ts';

export interface MediaChoice {
  /** `.single()`: one object instead of an array. */
  single: boolean;
  /** `.stripNulls()`: `nulls=stripped` drops null fields. */
  stripNulls: boolean;
  /** `.csv()`: `text/csv`, where the endpoint can answer it. */
  csv: boolean;
}

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json']);
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const CSV_TYPE = 'text/csv';

/**
 * The first acceptable type in `Accept` decides, as in PostgREST. CSV is served
 * where the caller says it can be (`csv`); GeoJSON and plans are not:
 * 406 PGRST107 rather than JSON the client would misread.
 */
export function negotiateMedia(accept: string | undefined, options: { csv: boolean } = { csv: false }): MediaChoice {
  if (accept === undefined || accept.trim() === '') return { single: false, stripNulls: false, csv: false };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === OBJECT_TYPE) return { single: true, stripNulls, csv: false };
    if (ARRAY_TYPES.has(type)) return { single: false, stripNulls, csv: false };
    if (type === CSV_TYPE && options.csv) return { single: false, stripNulls: false, csv: true };
  }
  throw postgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}
