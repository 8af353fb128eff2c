/**
 * The ONE Module Federation `shared` config. Every app's vite.config.ts imports
 * it, so the shell and all four remotes agree on which libraries are singletons.
 *
 * Why singletons: React and react-router keep module-level state (hooks
 * dispatcher, router context); the Supabase auth client keeps the session;
 * the @shared/* packages keep the auth bus, the page's REST client, the query client and the toaster store. Two copies of any of these
 * would split the site in two, so each loads once, from whoever loaded first
 * (`shareStrategy: 'loaded-first'`, set in each app's config).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));

/**
 * The packages under shared/ (decision 0064): their entry points are what apps may share. Read from their
 * package.json files on disk, so build-config depends on none of them for a list of names (it did on all eleven,
 * and so every remote's install pulled in Pyodide and CodeMirror through its build config), and a new package
 * needs no line here.
 */
const SHARED_PACKAGES: readonly { name: string; version: string; exports: Record<string, string> }[] = readdirSync(SHARED)
  .filter((folder) => existsSync(join(SHARED, folder, 'package.json')))
  .sort()
  .map(
    (folder) =>
      JSON.parse(readFileSync(join(SHARED, folder, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        exports: Record<string, string>;
      },
  );

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** false: never bundle a fallback copy; always take the host's (see remote-vite-config.ts). */
  import?: false;
}

/**
 * Third-party libraries with module-level state that remotes import
 * themselves, at the versions the lock file pins. A shared library is bundled
 * whole (a remote may use any export), so a library only @shared/* code uses stays
 * out: rxjs lives inside the `@shared/platform/auth` singleton, tree-shaken (~20 KB
 * gzip less on every first load, measured by `npm run bench:web`), and
 * react-router inside `@shared/platform/router` (~40 KB less, decision 0018), and
 * Supabase's auth and PostgREST clients inside `@shared/platform/supabase` (apps import
 * only supabase-js's types), and sonner inside `@shared/platform/toast`, which loads it with the first toast (decision 0062;
 * as a share of its own, every remote declared it and so downloaded it as it started).
 */
const LIBRARIES: Record<string, string> = {
  react: '^19.3.0',
  'react-dom': '^19.3.0',
  'react-dom/client': '^19.3.0',
  'react/jsx-runtime': '^19.3.0',
  '@tanstack/react-query': '^5.108.0',
};

/**
 * Entry points under shared/ that are no federation share: they never run in a browser page (tests,
 * server renders, the dev harness, a package.json) or are plain constants and stateless code each app
 * may bundle (names, the remote-list parser, the delivery contract, the Pyodide path, the servers'
 * Content-Type table, the hydration hook `use-live`, which was part of `server-render` before the split, and the form
 * fields that wait for it, `live-fieldset`, mfe-auth's own until mfe-learner's checkout needed it (decision 0076)).
 *
 * An entry bundled into an app must import nothing the shell shares: imports between shared packages resolve to
 * the file (direct-shared-imports.ts), so an app's copy brings its own copy of what it imports. The lazy page loader
 * (`@shared/ui/page-code`) and the cover image (`@shared/ui/course-image`) were bundled so, and with them the error
 * state, the button and `cn` with tailwind-merge: 12 KB gzip a second time on every catalogue page's first press.
 * They are shares, taken from the shell like the kit's other parts.
 */
const isNotForPages = (name: string) =>
  name.startsWith('@shared/platform/federation/') ||
  name.startsWith('@shared/delivery-contract') ||
  name.startsWith('@shared/testing') ||
  name === '@shared/app-root/server-render' ||
  name === '@shared/dev-harness' ||
  name === '@shared/ui/use-live' ||
  name === '@shared/ui/live-fieldset' ||
  name === '@shared/code-runner/pyodide-path' ||
  name.endsWith('/package.json');

/**
 * Entries each app bundles into its own lazy chunk instead of sharing: they keep no module-level
 * state, and pages load them with import() only where needed. As a lazily consumed share,
 * `@shared/markdown` never resolved inside a remote in @module-federation/vite 1.23 (the lesson
 * page's import stayed pending in the e2e run; decision 0036).
 */
const isBundledPerApp = (name: string) => name === '@shared/markdown';

/** An exports key of a package as the specifier apps import (`.` → `@shared/db`, `./orders` → `@shared/db/orders`). */
const specifierOf = (packageName: string, key: string) => (key === '.' ? packageName : `${packageName}${key.slice(1)}`);

/** Every runtime entry of the packages under shared/ (`@shared/platform/auth`, `@shared/ui/button`, …), with its version. */
export function sharedPackageEntries(): [name: string, version: string][] {
  return SHARED_PACKAGES.flatMap((pkg) =>
    Object.keys(pkg.exports)
      .filter((key) => !key.endsWith('.css'))
      .map((key): [string, string] => [specifierOf(pkg.name, key), pkg.version])
      .filter(([name]) => !isNotForPages(name) && !isBundledPerApp(name)),
  );
}

/**
 * @param only the @shared/* entries to declare (a remote: those its code
 *   imports, imported-shares.ts); every one when absent (the host).
 * @param provide true for the host (and a remote running standalone): bundle
 *   every singleton so it can be provided. false for a remote inside the
 *   site: take them all from the shell and ship no fallback copies, so React,
 *   the Supabase clients and the @shared/* singletons download exactly once per page.
 */
export function federationShared({ provide, only }: { provide: boolean; only?: ReadonlySet<string> }): Record<string, SharedEntry> {
  const entries: Record<string, SharedEntry> = {};
  const names: [string, string][] = [
    ...Object.entries(LIBRARIES),
    ...sharedPackageEntries()
      .filter(([name]) => !only || only.has(name))
      .map(([name, version]): [string, string] => [name, `^${version}`]),
  ];
  for (const [name, range] of names) {
    entries[name] = provide ? { singleton: true, requiredVersion: range } : { singleton: true, requiredVersion: range, import: false };
  }
  return entries;
}
