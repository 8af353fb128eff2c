// Omise's webhook signature (docs.omise.co/api-webhooks, "signature verification"): HMAC-SHA256
// of `<Omise-Signature-Timestamp>.<raw body>` keyed by the base64-decoded webhook secret, hex in
// Omise-Signature (several, comma-separated, while a secret is being rotated). Web Crypto, so it
// runs on Deno and Node alike.

const MAX_AGE_SECONDS = 300;

const hex = (bytes: ArrayBuffer): string => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** Compares without stopping at the first different character (no timing hint). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function webhookSignatureValid(
  secretBase64: string,
  signatures: string | null,
  timestamp: string | null,
  rawBody: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (!signatures || !timestamp || !/^[0-9]{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) return false;
  const key = await crypto.subtle.importKey('raw', base64Bytes(secretBase64), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${rawBody}`)));
  return signatures.split(',').some((s) => sameText(s.trim().toLowerCase(), expected));
}
