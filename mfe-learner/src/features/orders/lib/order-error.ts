import { thaiErrorMessage } from 'shared/errors';
import { learnerTh } from '../../../config/messages.ts';

type OrderErrorKey = keyof typeof learnerTh.orderErrors;

function isOrderErrorKey(value: string): value is OrderErrorKey {
  return Object.hasOwn(learnerTh.orderErrors, value);
}

/**
 * A business rule refused by the database arrives as code P0001 with a stable
 * key as its message (the selling contract); the key picks the Thai sentence.
 * Anything else (network, permission, unknown key) gets the site's message.
 */
export function orderErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === 'P0001' && typeof message === 'string' && isOrderErrorKey(message)) return learnerTh.orderErrors[message];
  }
  return thaiErrorMessage(error);
}
