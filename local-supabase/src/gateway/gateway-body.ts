import type { Context } from 'hono';

/**
 * Omise takes form-encoded bodies (`card[number]=…`, what its libraries send) or JSON; both end
 * up as one flat map with bracketed keys, so the routes read one shape.
 */
export async function readGatewayBody(c: Context): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (type.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new GatewayError(400, 'bad_request', 'request body is not valid JSON');
    }
    flatten(parsed, '', out);
    return out;
  }
  for (const [key, value] of new URLSearchParams(text)) out.set(key, value);
  return out;
}

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}[${key}]` : key, out);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out.set(prefix, String(value));
}

/** Omise's error object: `{ object: 'error', location, code, message }`. */
export class GatewayError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toJSON(): Record<string, string> {
    return { object: 'error', location: `https://www.omise.co/api-errors#${this.code}`, code: this.code, message: this.message };
  }
}
