const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * A URL read from JSON as zod's `z.url()` read it (the runtime config and the remote list, decision 0077): the
 * string, trimmed, that the URL parser accepts, with tabs and line breaks removed (the parser drops them too, so
 * what is kept is what it parsed). `httpOnly`: only `http://` or `https://` addresses, spelled out in full.
 * undefined for anything else.
 */
export function readUrlValue(value: unknown, { httpOnly = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (httpOnly && !/^https?:\/\//i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (httpOnly && url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return trimmed.replace(TAB_OR_NEWLINE, '');
}
