import { thaiErrorMessage, toAppError } from 'shared/errors';
import { catalogText } from '../../../config/messages.ts';

export type OrderErrorKey = keyof typeof catalogText.orderErrors;

const isOrderErrorKey = (key: string): key is OrderErrorKey => Object.hasOwn(catalogText.orderErrors, key);

/**
 * The database's business rules answer `{ code: 'P0001', message: '<key>' }`
 * (the selling contract): the key, or null for any other failure.
 */
export function orderErrorKey(error: unknown): OrderErrorKey | null {
  const { code, message } = toAppError(error);
  return code === 'P0001' && isOrderErrorKey(message) ? message : null;
}

/** A Thai sentence for a failed order operation: the rule's own message, else the site's generic one. */
export function orderErrorMessage(error: unknown): string {
  const key = orderErrorKey(error);
  return key ? catalogText.orderErrors[key] : thaiErrorMessage(error);
}
