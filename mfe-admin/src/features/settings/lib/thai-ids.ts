/** Spaces and dashes people type between digit groups (0-8123-45678-9 …) are not part of the number. */
export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * A Thai 13-digit national or tax ID, with its check digit: the first 12 digits weighted 13 down to 2,
 * check = (11 − sum mod 11) mod 10. The same rule the database applies in admin_update_site_settings.
 */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = Array.from({ length: 13 }, (_, i) => Number(value.charAt(i)));
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/**
 * A PromptPay ID the QR can carry: a 10-digit mobile number starting 0, or a 13-digit national / tax ID
 * (with its check digit, as the database checks it).
 */
export function isValidPromptPayId(value: string): boolean {
  return /^0\d{9}$/.test(value) || isValidThaiTaxId(value);
}
