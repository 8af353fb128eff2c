/**
 * The last good server render of each page, for a moment when its remote
 * cannot render it in time (a busy machine, a worker restarting after a
 * deadline): the page then gets that render, a little old, instead of the
 * bare loading area and a paint that waits for ~350 KB of script (issue 16:
 * `/courses` LCP 12–20 s in the runs where the render missed its deadline).
 * The render carries its query answers with the time they were read, so the
 * live page refetches what has gone stale. Bounded in count and age; keyed
 * by the caller (remote, module, backend, URL), so a redeployed remote's old
 * markup is never served for its new code.
 */
export function recentRenders<T>({ maxEntries = 200, maxAgeMs = 5 * 60_000, now = () => Date.now() } = {}) {
  const entries = new Map<string, { value: T; at: number }>();

  const remember = (key: string, value: T) => {
    entries.delete(key); // re-inserted last: the map's order is least recently rendered first
    entries.set(key, { value, at: now() });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  /** The last render of `key` and its age, if it is recent enough. */
  const recall = (key: string): { value: T; ageMs: number } | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    const ageMs = now() - entry.at;
    if (ageMs > maxAgeMs) {
      entries.delete(key);
      return null;
    }
    return { value: entry.value, ageMs };
  };

  return { remember, recall };
}
