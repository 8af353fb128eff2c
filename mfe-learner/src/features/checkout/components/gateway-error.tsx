import { ORDER_ERROR_MESSAGES, type OrderErrorKey } from '@shared/db/orders';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { FunctionRefusal } from '@shared/platform/supabase/functions';
import { CardRefused } from '../lib/card-token.ts';

const isOrderRefusal = (code: string): code is OrderErrorKey => Object.hasOwn(ORDER_ERROR_MESSAGES, code);

/**
 * What the learner reads when a payment could not start: an order rule the function refused (order_expired, …) in
 * the orders domain's one sentence, whatever words the function sent; the function's own Thai sentence for its
 * other refusals (a card the bank declined); the generic one for anything else (network, gateway down).
 */
function gatewayMessage(error: unknown): string {
  if (error instanceof FunctionRefusal) {
    if (isOrderRefusal(error.code)) return ORDER_ERROR_MESSAGES[error.code];
    if (/[\u0E00-\u0E7F]/.test(error.message)) return error.message;
  }
  return error instanceof CardRefused ? checkoutText.cardInvalid : checkoutText.gatewayFailed;
}

export function GatewayError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="gateway-error">
      {gatewayMessage(error)}
    </p>
  );
}
