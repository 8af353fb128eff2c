/**
 * The absolute address of a path of this site, for sharing. A server render has no window: it
 * gets the path alone, which the browser's live page replaces before anyone can click.
 */
export function pageUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}
