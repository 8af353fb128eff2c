import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/**
 * TOTP exactly as GoTrue configures it (pquerna/otp): RFC 6238, SHA-1, six
 * digits, a 30-second step, one step of clock skew either way, and a 160-bit
 * secret in unpadded base32.
 */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const SKEW_STEPS = 1;

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** SVG markup; supabase-js turns it into a `data:image/svg+xml` URI itself. */
  qrSvg: string;
}

export function newTotp(issuer: string, accountName: string): TotpEnrolment {
  const totp = new TOTP({ ...TOTP_PARAMS, issuer, label: accountName, secret: new Secret({ size: 20 }) });
  const uri = totp.toString();
  // GoTrue encodes the URI at the highest error correction level (qr.H).
  return { secret: totp.secret.base32, uri, qrSvg: renderSVG(uri, { ecc: 'H' }) };
}

export function totpCodeMatches(secretBase32: string, code: string, now: number = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secretBase32) });
  return totp.validate({ token: code, timestamp: now, window: SKEW_STEPS }) !== null;
}
