import { thaiErrorMessage, toAppError } from '@shared/messages/errors';
import { isOrderErrorKey, ORDER_ERROR_MESSAGES, type OrderErrorKey } from 'supabase/functions/order-refusals';

// The one table of the selling contract's refusals lives beside the Edge Functions, which answer with the same
// sentences (Deno deploys only what is under supabase/functions); every remote reads it from here.
export { ORDER_ERROR_MESSAGES, type OrderErrorKey } from 'supabase/functions/order-refusals';

/** The key of a selling rule the database refused, or null for any other failure (network, permission, other keys). */
export function orderErrorKey(error: unknown): OrderErrorKey | null {
  const { code, message } = toAppError(error);
  return code === 'P0001' && isOrderErrorKey(message) ? message : null;
}

/** A Thai sentence for a failed order operation: the rule's own sentence, else the site's generic one. */
export function orderErrorMessage(error: unknown): string {
  const key = orderErrorKey(error);
  return key === null ? thaiErrorMessage(error) : ORDER_ERROR_MESSAGES[key];
}
