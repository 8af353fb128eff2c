/**
 * The modules @module-federation/vite's bootstrap entry (`mf-entry-bootstrap-*.js`) imports, by
 * name, as it starts: the host's init, the shares it loads before the app (`pendingShares`) and
 * the app's own entry. Vite's modulepreload list does not know them (the plugin writes that entry
 * itself), so each was asked for only once the one before had arrived: on slow 4G, ~0.6 s per
 * link between a visitor's first press and the live page (decision 0040). The paint-first gate
 * preloads them with the rest of the app.
 *
 * Read from the entry's code; an entry that imports nothing this way (the monolithic build's,
 * or a plugin version that starts differently) gives none, and the app starts as before.
 */
const NAMED_IMPORT = /__mfImport\(\s*"(\.\/[^"]+\.js)"\s*\)/g;

/** Root-relative URLs of the modules the entry at `entryUrl` (root-relative) imports as it starts. */
export function federationStartModules(entryUrl: string, entryCode: string): string[] {
  const base = new URL(entryUrl, 'http://build.invalid');
  const modules = [...entryCode.matchAll(NAMED_IMPORT)].map(([, path]) => new URL(path ?? '', base).pathname);
  return [...new Set(modules)];
}
