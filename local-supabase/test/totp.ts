import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for a base32 secret right now (RFC 6238, as GoTrue expects). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}
