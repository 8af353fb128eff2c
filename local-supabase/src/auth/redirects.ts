import type { Config } from '../config.ts';

/**
 * GoTrue's allow list: a redirect goes only to SITE_URL's origin or an entry of
 * ADDITIONAL_REDIRECT_URLS (an origin, or a URL prefix); anything else falls
 * back to SITE_URL. Only absolute http(s) URLs are considered, so
 * `//evil.example`, `/\evil.example` and `javascript:` never match.
 */
function allowed(target: URL, entry: string): boolean {
  let base: URL;
  try {
    base = new URL(entry);
  } catch {
    return false;
  }
  if (base.origin !== target.origin) return false;
  const prefix = base.pathname === '/' ? '' : base.href.replace(/[?#].*$/, '');
  return (
    prefix === '' ||
    target.href === prefix ||
    target.href.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
    target.href.startsWith(`${prefix}?`)
  );
}

export function safeRedirect(config: Config, requested: string | null | undefined): string {
  if (!requested) return config.SITE_URL;
  // Control characters, spaces and backslashes are how parsers are made to disagree.
  if (
    /[\s\\]/.test(requested) ||
    Array.from({ length: requested.length }, (_, i) => requested.charCodeAt(i)).some((code) => code < 0x20 || code === 0x7f)
  ) {
    return config.SITE_URL;
  }
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return config.SITE_URL;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return config.SITE_URL;
  if (target.username || target.password) return config.SITE_URL;
  const entries = [config.SITE_URL, ...config.ADDITIONAL_REDIRECT_URLS];
  return entries.some((entry) => allowed(target, entry)) ? target.href : config.SITE_URL;
}

/** `redirect_to?code=…` keeping the target's own query. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** `redirect_to#access_token=…` (implicit flow), replacing any fragment. */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.href;
}
