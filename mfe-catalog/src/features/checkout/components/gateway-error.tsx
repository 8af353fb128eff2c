import { catalogText } from '../../../config/messages.ts';
import { FunctionRefusal } from '@shared/platform/supabase/functions';
import { CardRefused } from '../lib/card-token.ts';

/** The function's own Thai sentence when it refused; the generic one for anything else (network, gateway down). */
export function GatewayError({ error }: { error: unknown }) {
  const t = catalogText.checkout;
  const message =
    error instanceof FunctionRefusal && /[\u0E00-\u0E7F]/.test(error.message)
      ? error.message
      : error instanceof CardRefused
        ? t.cardInvalid
        : t.gatewayFailed;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="gateway-error">
      {message}
    </p>
  );
}
