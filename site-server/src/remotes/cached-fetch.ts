/**
 * How the shell's server reads small files from the remotes' origins (their
 * manifests and style sheets): each answer is remembered for `ttlMs`, so a
 * redeployed remote shows within that time without a request per page, and a
 * remote that is down, missing or slower than `timeoutMs` gives null quickly,
 * remembered as well, so the pages it would delay are never held back. `read`
 * turns a successful response into the value; anything else is null.
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
      .catch(() => null);
    cache.set(url, { at: Date.now(), value });
    return value;
  };
}
