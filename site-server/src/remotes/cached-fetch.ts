/**
 * How the shell's server reads small files from the remotes' origins (their
 * manifests and style sheets): each answer is remembered for `ttlMs`, so a
 * redeployed remote shows within that time without a request per page. A
 * missing file (any answer but 2xx) is null, remembered as well. A remote that
 * cannot be reached, or is slower than `timeoutMs`, never holds a page back:
 * the page gets what the remote said last (its deployment has not changed
 * because one request went unanswered), or null if it never answered. On a
 * loaded machine, a manifest's refresh missed 300 ms now and then, and every
 * page of that remote went without its server render for the next `ttlMs`.
 * `read` turns a successful response into the value; one it cannot read
 * counts as unanswered.
 */
export function cachedFetch<T>(
  read: (response: Response) => Promise<T>,
  { ttlMs, timeoutMs = 300 }: { ttlMs: number; timeoutMs?: number | undefined },
): (url: string) => Promise<T | null> {
  const cache = new Map<string, { at: number; value: Promise<T | null> }>();
  return (url) => {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? read(response) : null))
      .catch(() => hit?.value ?? null);
    cache.set(url, { at: Date.now(), value });
    return value;
  };
}
