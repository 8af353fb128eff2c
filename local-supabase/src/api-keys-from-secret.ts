import { createHmac } from 'node:crypto';

/**
 * The anon and service_role API keys for a JWT secret of one's own, as the
 * Supabase CLI's demo keys are for its demo secret: HS256 tokens with only
 * `iss`, `role` and a far `exp`. Deterministic (same secret, same keys), so
 * every process that reads the same JWT_SECRET (local-supabase, site-server's
 * /config.json, the scripts) agrees on the keys without passing them around.
 */
const EXPIRES_AT = 4102444800; // 2100-01-01: as long-lived as hosted's legacy API keys.

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function apiKeyForSecret(secret: string, role: 'anon' | 'service_role'): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'local-supabase', role, exp: EXPIRES_AT }));
  const signature = base64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}
