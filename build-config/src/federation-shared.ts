/**
 * The ONE Module Federation `shared` config. Every app's vite.config.ts imports
 * it, so the shell and all four remotes agree on which libraries are singletons.
 *
 * Why singletons: React and react-router keep module-level state (hooks
 * dispatcher, router context); the Supabase auth client keeps the session;
 * the `shared` package keeps the auth bus and the toaster store. Two copies of any of these
 * would split the site in two, so each loads once, from whoever loaded first
 * (`shareStrategy: 'loaded-first'`, set in each app's config).
 */
import sharedPackage from 'shared/package.json' with { type: 'json' };

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** false: never bundle a fallback copy; always take the host's (see remote-vite-config.ts). */
  import?: false;
}

/**
 * Third-party libraries with module-level state that remotes import
 * themselves, at the versions the lock file pins. A shared library is bundled
 * whole (a remote may use any export), so a library only `shared` uses stays
 * out: rxjs lives inside the `shared/auth` singleton, tree-shaken (~20 KB
 * gzip less on every first load, measured by `npm run bench:web`), and
 * react-router inside `shared/router` (~40 KB less, decision 0018), and
 * Supabase's auth and PostgREST clients inside `shared/supabase` (apps import
 * only supabase-js's types).
 */
const LIBRARIES: Record<string, string> = {
  react: '^19.3.0',
  'react-dom': '^19.3.0',
  'react-dom/client': '^19.3.0',
  'react/jsx-runtime': '^19.3.0',
  '@tanstack/react-query': '^5.108.0',
  sonner: '^2.0.0',
};

/**
 * Entry points of `shared` that are no federation share: they never run in a browser page (tests,
 * server renders, its package.json) or are plain constants each app may bundle (names, the
 * remote-list parser, the delivery contract's attribute names, the Pyodide path).
 */
const isNotForPages = (key: string) =>
  key.startsWith('./federation') ||
  key.startsWith('./server-render') ||
  key === './delivery-contract' ||
  key === './testing' ||
  key === './dev-harness' ||
  key === './package.json' ||
  key === './code-runner/pyodide-path';

/**
 * Entries each app bundles into its own lazy chunk instead of sharing: they keep no module-level
 * state, and pages load them with import() only where needed. As a lazily consumed share,
 * `shared/markdown` never resolved inside a remote in @module-federation/vite 1.23 (the lesson
 * page's import stayed pending in the e2e run; decision 0036).
 */
const isBundledPerApp = (key: string) => key === './markdown';

/** Every runtime entry of the `shared` package (`shared/auth`, `shared/ui/button`, …). */
export function sharedPackageEntries(): string[] {
  return Object.keys(sharedPackage.exports)
    .filter((key) => !isNotForPages(key) && !isBundledPerApp(key) && !key.endsWith('.css'))
    .map((key) => `shared${key.slice(1)}`);
}

/**
 * @param only the `shared` entries to declare (a remote: those its code
 *   imports, imported-shares.ts); every one when absent (the host).
 * @param provide true for the host (and a remote running standalone): bundle
 *   every singleton so it can be provided. false for a remote inside the
 *   site: take them all from the shell and ship no fallback copies, so React,
 *   the Supabase clients and the shared package download exactly once per page.
 */
export function federationShared({ provide, only }: { provide: boolean; only?: ReadonlySet<string> }): Record<string, SharedEntry> {
  const entries: Record<string, SharedEntry> = {};
  const names: [string, string][] = [
    ...Object.entries(LIBRARIES),
    ...sharedPackageEntries()
      .filter((name) => !only || only.has(name))
      .map((name): [string, string] => [name, `^${sharedPackage.version}`]),
  ];
  for (const [name, range] of names) {
    entries[name] = provide ? { singleton: true, requiredVersion: range } : { singleton: true, requiredVersion: range, import: false };
  }
  return entries;
}
