import { th } from './th.ts';

/** What helpers return instead of throwing (spec §8): a message and a code, UNKNOWN_ERROR by default. */
export interface AppError {
  message: string;
  code: string;
}

export function toAppError(error: unknown): AppError {
  if (typeof error === 'object' && error !== null) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      message: typeof message === 'string' && message !== '' ? message : th.errors.unexpected,
      code: typeof code === 'string' && code !== '' ? code : 'UNKNOWN_ERROR',
    };
  }
  if (typeof error === 'string' && error !== '') return { message: error, code: 'UNKNOWN_ERROR' };
  return { message: th.errors.unexpected, code: 'UNKNOWN_ERROR' };
}

/** fetch() rejected: offline, DNS, CORS or the server is down, or it did not answer in time (@shared/db/request-timeout). */
export function isNetworkError(error: unknown): boolean {
  const message = toAppError(error).message;
  return /Failed to fetch|NetworkError|Load failed|fetch failed|ERR_CONNECTION|BackendTimeoutError/i.test(message);
}

/** For a failed load: say "check your connection" when that is the cause, else the generic try-again text. */
export function loadErrorMessage(error: unknown): string {
  return isNetworkError(error) ? th.errors.network : th.errors.unexpectedRetry;
}

/** A Thai sentence for any failure shown to a person. */
export function thaiErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return th.errors.network;
  const { code } = toAppError(error);
  if (code === '42501') return th.errors.forbidden;
  return th.errors.unexpected;
}
