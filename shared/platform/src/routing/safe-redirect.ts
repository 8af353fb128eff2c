/**
 * Redirect targets that come from a URL (`?next=/course/3`) are only ever
 * same-site paths. Anything that a browser could read as another origin
 * (`//evil.example`, `/\evil.example`, `javascript:`, encoded variants) is
 * refused and replaced by the fallback.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(candidate).trim();
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, 'https://riancode.invalid');
    if (parsed.origin !== 'https://riancode.invalid') return fallback;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return fallback;
  }
}

const EMPTY_VALUES = new Set(['', 'undefined', 'null']);
/** Hash fragments that a failed OAuth round trip or a stale link leaves behind. */
const PROBLEM_HASH_KEYS = ['error', 'error_code', 'error_description', 'access_token', 'refresh_token'];

/**
 * Spec §5: on load, remove query parameters whose value is empty, 'undefined'
 * or 'null', and clean problematic hash parameters. Returns the cleaned URL,
 * or null when nothing changed.
 */
export function cleanUrl(href: string): string | null {
  const url = new URL(href);
  let changed = false;
  for (const [key, value] of [...url.searchParams.entries()]) {
    if (EMPTY_VALUES.has(value)) {
      url.searchParams.delete(key);
      changed = true;
    }
  }
  if (url.hash.length > 1 && url.hash.includes('=')) {
    const hash = new URLSearchParams(url.hash.slice(1));
    if (PROBLEM_HASH_KEYS.some((k) => hash.has(k))) {
      url.hash = '';
      changed = true;
    }
  }
  return changed ? url.toString() : null;
}

/** Spec §8: errors that mention Headers, fetch or 'Invalid value' come from a poisoned URL. */
export function isUrlPoisoningError(message: string): boolean {
  return /Headers|fetch|Invalid value/.test(message);
}
export { keepInviteSession, takeInviteSession, type InviteSession } from './invite-fragment.ts';
