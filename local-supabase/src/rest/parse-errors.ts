import { postgrestError, type ApiError } from '../http/api-error.ts';

/** PostgREST's answer to any query string it cannot parse, e.g. `failed to parse filter (zz.1)`. */
export const parseError = (what: string, details: string): ApiError => postgrestError(400, 'PGRST100', `failed to parse ${what}`, details);
