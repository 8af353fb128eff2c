const STYLE_TIMEOUT_MS = 300;

/** A remote's style sheet: its URL, and its text when the server could read it. */
export interface RemoteStyleSheet {
  href: string;
  text: string | null;
}

/**
 * Reads remotes' style sheets for a server-rendered page to carry inline
 * (decision 0020): a linked sheet on the remote's origin blocks the first
 * paint on a new connection. Their names carry a content hash, so a sheet
 * read once is kept; one that could not be read is tried again next time.
 */
export function cachedStyleSheets(): (hrefs: readonly string[]) => Promise<RemoteStyleSheet[]> {
  const cache = new Map<string, Promise<string | null>>();
  const read = (href: string): Promise<string | null> => {
    const hit = cache.get(href);
    if (hit) return hit;
    const text = fetch(href, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    cache.set(href, text);
    void text.then((value) => value === null && cache.delete(href));
    return text;
  };
  return (hrefs) => Promise.all(hrefs.map(async (href) => ({ href, text: await read(href) })));
}
