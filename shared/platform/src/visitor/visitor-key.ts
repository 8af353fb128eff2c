/** Where the browser keeps its signed-out visitor key (decision 0030). */
export const VISITOR_KEY_STORAGE_KEY = 'riancode-visitor';

const VALID_KEY = /^[A-Za-z0-9_-]{16,128}$/;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's random visitor key, created on first use and kept in localStorage, so the
 * database can count one article view per visitor per day (increment_article_views). It names
 * a browser, not a person, and proves nothing: see decision 0030 for what it can and cannot stop.
 * Where storage is unavailable (private mode, blocked) a key lives for this page only.
 */
export function getVisitorKey(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  try {
    const kept = storage?.getItem(VISITOR_KEY_STORAGE_KEY);
    if (kept && VALID_KEY.test(kept)) return kept;
    const key = newKey();
    storage?.setItem(VISITOR_KEY_STORAGE_KEY, key);
    return key;
  } catch {
    return newKey();
  }
}
