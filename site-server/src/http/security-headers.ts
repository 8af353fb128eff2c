/**
 * Sent with every document, beside its Content-Security-Policy
 * (content-security-policy.ts). The CSP's `frame-ancestors 'none'` already
 * forbids framing; X-Frame-Options says the same to browsers that predate it.
 * Permissions-Policy turns off the powerful features no page of the site uses
 * (only names Chromium knows: an unknown one is a console warning).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};
