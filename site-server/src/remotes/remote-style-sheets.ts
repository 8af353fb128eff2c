import { cachedFetch } from './cached-fetch.ts';

/** A remote's style sheet: its URL, and its text when the server could read it. */
export interface RemoteStyleSheet {
  href: string;
  text: string | null;
}

/**
 * Reads remotes' style sheets for a server-rendered page to carry inline
 * (decision 0031): a linked sheet on the remote's origin blocks the first
 * paint on a new connection. Their names carry a content hash, so a sheet is
 * read once a minute at most; one that could not be read is linked meanwhile.
 */
export function cachedStyleSheets(): (hrefs: readonly string[]) => Promise<RemoteStyleSheet[]> {
  const read = cachedFetch((response) => response.text(), { ttlMs: 60_000 });
  return (hrefs) => Promise.all(hrefs.map(async (href) => ({ href, text: await read(href) })));
}
