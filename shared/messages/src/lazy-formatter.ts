/**
 * An Intl formatter made at its first use, then kept. A page's first Intl object loads ICU's locale data: ~200 ms
 * on a phone (4x-throttled CPU, measured in Chromium), which formatters made as their module loaded put into every
 * page's first press, `/login`'s too, where nothing is formatted.
 */
export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
