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

interface MediaRange {
  type: string;
  params: string[];
  quality: number;
}

/** `Accept` ranges, most preferred first (by `q`, then in the order given), as PostgREST reads them. */
function acceptRanges(accept: string): MediaRange[] {
  const ranges = accept.split(',').map((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { type, params, quality: q === undefined ? 1 : Number(q.slice(2)) || 0 };
  });
  return ranges.filter((r) => r.type !== '').sort((a, b) => b.quality - a.quality);
}

/**
 * The most preferred acceptable type decides, as in PostgREST. CSV is served
 * where the caller says it can be (`csv`); GeoJSON and plans are not:
 * 406 PGRST107 rather than JSON the client would misread.
 */
export function negotiateMedia(accept: string | undefined, options: { csv: boolean } = { csv: false }): MediaChoice {
  if (accept === undefined || accept.trim() === '') return { single: false, stripNulls: false, csv: false };
  const ranges = acceptRanges(accept);
  for (const { type, params } of ranges) {
    const stripNulls = params.includes('nulls=stripped');
    if (type === OBJECT_TYPE) return { single: true, stripNulls, csv: false };
    if (ARRAY_TYPES.has(type)) return { single: false, stripNulls, csv: false };
    if (type === CSV_TYPE && options.csv) return { single: false, stripNulls: false, csv: true };
  }
  throw postgrestError(406, 'PGRST107', `None of these media types are available: ${ranges.map((r) => r.type).join(', ')}`);
}
