import { createHmac } from 'node:crypto';
import type { GatewayEvent } from './gateway-objects.ts';

/**
 * Omise's webhook signature: HMAC-SHA256 over `<timestamp>.<raw body>` with the webhook secret
 * (base64-decoded), hex, in `Omise-Signature`, the Unix time in `Omise-Signature-Timestamp`.
 * The payment-webhook function checks it and still retrieves the charge: the signature says who
 * sent the event, the retrieved charge is what is true now.
 */
export function signWebhook(secretBase64: string, timestamp: string, body: string): string {
  return createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(`${timestamp}.${body}`).digest('hex');
}

export async function sendWebhook(url: string, secretBase64: string, event: GatewayEvent): Promise<string> {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'omise-signature': signWebhook(secretBase64, timestamp, body),
        'omise-signature-timestamp': timestamp,
      },
      body,
    });
    await response.body?.cancel();
    return `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Waits between attempts: Omise retries a webhook the endpoint did not take, with growing pauses. */
const RETRY_DELAYS_MS = [250, 1000, 3000, 6000];

/**
 * Delivers like Omise: again after a 404 (the charge not recorded yet: a card's webhook can outrun
 * create-charge), a 5xx or a network error; a 2xx or another 4xx (a refusal) is final. Returns the
 * last outcome, so a test waits for this promise's result, never for a time.
 */
export async function deliverWebhook(url: string, secretBase64: string, event: GatewayEvent): Promise<string> {
  let outcome = await sendWebhook(url, secretBase64, event);
  for (const delay of RETRY_DELAYS_MS) {
    const status = /^HTTP (\d{3})$/.exec(outcome)?.[1];
    if (status && status !== '404' && !status.startsWith('5')) return outcome;
    // unref: a retry never keeps a stopping server (or a test run) alive.
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    outcome = await sendWebhook(url, secretBase64, event);
  }
  return outcome;
}
