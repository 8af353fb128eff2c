/**
 * The rules behind the form schemas (`@shared/schemas/forms`) that code outside a form needs too: the strength
 * meter and the admin's member form count a password's bytes.
 * A member's password is counted in UTF-8 bytes both ways, as GoTrue counts
 * (decision 0041): at least 8 (a Thai letter is 3, so three Thai letters pass),
 * and at most 72 because bcrypt only reads 72, so a longer one gets a clear
 * message instead of a server error. Strength is the server's call (weak_password).
 */
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 72;

/** Characters as code points (what GoTrue's own character counts use), not UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

/**
 * A web address a profile may link to: http(s) only, no white space. The database checks the same
 * pattern (public.is_web_url), so a javascript: or data: URL never reaches a reader's page.
 */
export const WEB_URL_PATTERN = /^https?:\/\/[^\s/$.?#]\S+$/i;
