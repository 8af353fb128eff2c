import type { ServiceClient } from './database.ts';
import { json, refusal } from './http.ts';
import { OmiseRequestError, type OmiseClient } from './omise-client.ts';
import { webhookSignatureValid } from './webhook-signature.ts';

export interface PaymentWebhookDeps {
  /** gateway_settle_charge (service role). */
  db: Pick<ServiceClient, 'rpc'>;
  omise: OmiseClient;
  /** OMISE_WEBHOOK_SECRET; when set, an unsigned or wrongly signed event is refused. */
  webhookSecret: string | null;
}

const SETTLE_REFUSALS: Record<string, number> = {
  amount_mismatch: 422,
  currency_mismatch: 422,
  // Not recorded yet (the webhook outran create-charge): a non-2xx makes the gateway retry.
  charge_unknown: 404,
  order_expired: 409,
  order_not_pending: 409,
};

/**
 * POST from the gateway (verify_jwt = false: the gateway has no Supabase JWT). The event's body
 * is only a hint: the charge is retrieved from the gateway with the secret key, and that
 * charge's amount, currency and status are what gateway_settle_charge checks against the order.
 * A replayed event finds its row in gateway_events and changes nothing.
 */
export function paymentWebhookHandler(deps: PaymentWebhookDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return refusal(405, 'method_not_allowed', 'POST only');
    const raw = await req.text();
    if (deps.webhookSecret) {
      const valid = await webhookSignatureValid(
        deps.webhookSecret,
        req.headers.get('omise-signature'),
        req.headers.get('omise-signature-timestamp'),
        raw,
      );
      if (!valid) return refusal(401, 'invalid_signature', 'webhook signature does not match');
    }
    let event: { object?: unknown; id?: unknown; key?: unknown; data?: { object?: unknown; id?: unknown } };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      return refusal(400, 'bad_json', 'body is not JSON');
    }
    if (event.object !== 'event' || typeof event.id !== 'string' || !/^evnt_[A-Za-z0-9_]{1,100}$/.test(event.id)) {
      return refusal(400, 'invalid_event', 'not an Omise event');
    }
    // Only completed charges move orders; other events are acknowledged so the gateway stops sending them.
    if (event.key !== 'charge.complete') return json(200, { outcome: 'ignored' });
    const chargeId = event.data?.id;
    if (event.data?.object !== 'charge' || typeof chargeId !== 'string' || !/^chrg_[A-Za-z0-9_]{1,100}$/.test(chargeId)) {
      return refusal(400, 'invalid_event', 'charge.complete without a charge id');
    }

    let charge;
    try {
      charge = await deps.omise.retrieveCharge(chargeId);
    } catch (error) {
      if (error instanceof OmiseRequestError && error.status === 404)
        return refusal(404, 'charge_not_found', 'no such charge at the gateway');
      return refusal(502, 'gateway_unavailable', 'could not retrieve the charge');
    }
    const settled = await deps.db.rpc('gateway_settle_charge', {
      p_event_id: event.id,
      p_charge_id: charge.id,
      p_status: charge.status,
      p_amount_satang: charge.amount,
      p_currency: charge.currency,
      // Defaults to null (no failure) when left out.
      p_failure_code: charge.failure_code ?? undefined,
    });
    if (settled.error) {
      const status = SETTLE_REFUSALS[settled.error.message];
      return status ? refusal(status, settled.error.message, settled.error.message) : refusal(500, 'server_error', 'could not settle');
    }
    return json(200, { outcome: settled.data });
  };
}
