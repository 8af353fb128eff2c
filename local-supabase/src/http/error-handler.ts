import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './context.ts';
import { API_VERSION, API_VERSION_HEADER, surfaceOf } from './surface.ts';

/** A Postgres error as both drivers raise it (PGlite and pg share the field names). */
interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  error instanceof Error &&
  typeof (error as Partial<PgError>).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as Partial<PgError>).code ?? '');

/** PostgREST's status for a SQLSTATE (the subset the product meets). */
function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code.startsWith('23') || code.startsWith('22')) return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code.startsWith('42') || code === 'P0001') return 400;
  if (code === '57014') return 500;
  return 400;
}

function send(c: Context<AppEnv>, status: number, body: Record<string, unknown>, gotrue: boolean): Response {
  if (gotrue) c.header(API_VERSION_HEADER, API_VERSION);
  return c.json(body, status as 400);
}

/** The one place errors become Supabase's JSON; nothing escapes as a crash. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const surface = surfaceOf(c.req.path);
  const gotrue = surface === 'auth';
  if (error instanceof ApiError) {
    if (error.kind === 'gotrue') {
      return send(
        c,
        error.status,
        { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra },
        true,
      );
    }
    return send(
      c,
      error.status,
      { code: error.code, details: error.details, hint: error.hint, message: error.message, ...error.extra },
      false,
    );
  }
  if (isPgError(error)) {
    if (gotrue) {
      console.error('[auth] database error', error);
      return send(
        c,
        500,
        { code: 'unexpected_failure', error_code: 'unexpected_failure', msg: 'Database error', message: 'Database error' },
        true,
      );
    }
    // Unset when the request failed before request-auth ran.
    const context = c.get('requestContext') as AppEnv['Variables']['requestContext'] | undefined;
    const anonymous = context?.role !== 'authenticated';
    const status = statusForSqlState(error.code, anonymous);
    return send(c, status, { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message }, false);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return gotrue
      ? send(c, status, { code: 'request_error', error_code: 'request_error', msg: error.message, message: error.message }, true)
      : send(c, status, { code: 'PGRST000', details: null, hint: null, message: error.message }, false);
  }
  console.error('[local-supabase] unexpected error', error);
  return gotrue
    ? send(
        c,
        500,
        { code: 'unexpected_failure', error_code: 'unexpected_failure', msg: 'Unexpected failure', message: 'Unexpected failure' },
        true,
      )
    : send(c, 500, { code: 'PGRST000', details: null, hint: null, message: 'Unexpected failure' }, false);
}
