import { postgrestError } from '../http/api-error.ts';

export interface MediaChoice {
  /** `.single()`: one object instead of an array. */
  single: boolean;
  /** `.stripNulls()`: `nulls=stripped` drops null fields. */
  stripNulls: boolean;
}

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json']);
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/**
 * The first acceptable type in `Accept` decides, as in PostgREST. CSV, GeoJSON
 * and plans are not served: 406 PGRST107 rather than JSON the client would misread.
 */
export function negotiateMedia(accept: string | undefined): MediaChoice {
  if (accept === undefined || accept.trim() === '') return { single: false, stripNulls: false };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === OBJECT_TYPE) return { single: true, stripNulls };
    if (ARRAY_TYPES.has(type)) return { single: false, stripNulls };
  }
  throw postgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}
