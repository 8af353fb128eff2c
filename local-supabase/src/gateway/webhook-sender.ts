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
