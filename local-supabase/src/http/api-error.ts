/**
 * Errors that become Supabase-shaped JSON in app.ts's one onError handler.
 * PostgREST errors: { code, details, hint, message }.
 * GoTrue errors: { code, error_code, msg, message } with X-Supabase-Api-Version,
 * because supabase-js honours a string `code` only with that header.
 */
export type ApiErrorKind = 'postgrest' | 'gotrue';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly kind: ApiErrorKind,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Extra top-level fields, e.g. weak_password.reasons for GoTrue. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const postgrestError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiError => new ApiError(status, code, message, 'postgrest', details, hint);

export const gotrueError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): ApiError =>
  new ApiError(status, code, message, 'gotrue', null, null, extra);
