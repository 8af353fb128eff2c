import { ApiError, postgrestError } from '../http/api-error.ts';
import type { DbRole } from '../db/types.ts';

interface PgLikeError {
  code: string;
  message: string;
  detail?: unknown;
  hint?: unknown;
}

const isPgError = (error: unknown): error is PgLikeError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
  typeof (error as { message?: unknown }).message === 'string';

/** PostgREST's SQLSTATE → HTTP status table (the parts a client can reach). */
export function statusForSqlState(code: string, role: DbRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  const cls = code.slice(0, 2);
  if (cls === '08') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '53') return 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  return 400;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Turns a database error into PostgREST's JSON error; other errors pass through unchanged. */
export function toApiError(error: unknown, role: DbRole): unknown {
  if (error instanceof ApiError || !isPgError(error)) return error;
  return postgrestError(statusForSqlState(error.code, role), error.code, error.message, text(error.detail), text(error.hint));
}
