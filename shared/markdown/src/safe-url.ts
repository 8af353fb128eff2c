/**
 * Which URLs from author Markdown may become an href or an img src. An allow-list, not a block-list:
 * `javascript:`, `data:`, `vbscript:` and anything we did not think of stay text.
 */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

// Browsers drop tabs, newlines and other control characters inside a scheme ("java\tscript:"), so the
// check looks at the URL as the browser will read it.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;

function check(raw: string, protocols: ReadonlySet<string>): string | null {
  const url = raw.trim();
  if (url === '') return null;
  const squashed = url.replace(IGNORED_BY_BROWSERS, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squashed);
  if (!scheme) {
    // Relative: a path, a query or a fragment on this site. "//host" is another site without a scheme.
    return squashed.startsWith('//') || squashed.startsWith('\\') ? null : url;
  }
  return protocols.has(`${(scheme[1] ?? '').toLowerCase()}:`) ? url : null;
}

export function safeLinkUrl(raw: string): string | null {
  return check(raw, LINK_PROTOCOLS);
}

export function safeImageUrl(raw: string): string | null {
  return check(raw, IMAGE_PROTOCOLS);
}

/** A link that leaves the site: opened in a new tab, without passing the opener or our ranking. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url);
}
