import { isNetworkError } from '@shared/messages/errors';
import { th } from '@shared/messages';

/** For a failed load: say "check your connection" when that is the cause, else the generic try-again text. */
export function loadErrorMessage(error: unknown): string {
  return isNetworkError(error) ? th.errors.network : th.errors.unexpectedRetry;
}
