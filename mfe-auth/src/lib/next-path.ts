import { safeRedirectPath } from '@shared/platform/routing';

/** Pages that would only bounce a signed-in user again; never a destination after sign-in. */
const AUTH_ONLY = /^\/(login|register|auth)(\/|\?|#|$)/;
const STORAGE_KEY = 'riancode-auth-next';

/** The same-site path in `?next=` (guards and the enrol button send it), or null. */
export function nextFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('next');
  const path = safeRedirectPath(raw, '');
  return path === '' || AUTH_ONLY.test(path) ? null : path;
}

/**
 * Third-party sign-in leaves the site, so `next` waits in this tab's
 * sessionStorage until /auth/callback takes it back.
 */
export function rememberNext(next: string | null): void {
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, next);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: the user lands on their home page instead */
  }
}

export function takeRememberedNext(): string | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return value ? nextFromSearch(`?next=${encodeURIComponent(value)}`) : null;
  } catch {
    return null;
  }
}
