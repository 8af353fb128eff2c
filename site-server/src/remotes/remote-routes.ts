import { matchPath } from 'react-router-dom';
import type { RemoteDescriptor } from '@shared/platform/federation/remote-list';
import { REMOTE_ROUTE_MANIFEST } from '@shared/delivery-contract';
import { cachedFetch } from './cached-fetch.ts';
import { onRemoteOrigin } from './remote-origin.ts';

/** The route patterns of a remote's pages, from its routes.json; null when it cannot be read. */
export type RemoteRoutesReader = (remote: RemoteDescriptor) => Promise<readonly string[] | null>;

/** The patterns of a routes.json (`{ "routes": ["/course/:id", …] }`); null for anything else. */
export function parseRouteManifest(json: unknown): string[] | null {
  if (typeof json !== 'object' || json === null || !('routes' in json) || !Array.isArray(json.routes)) return null;
  const routes: unknown[] = json.routes;
  return routes.length > 0 && routes.every((route): route is string => typeof route === 'string' && route.startsWith('/')) ? routes : null;
}

/** Each route pattern's page scripts (absolute URLs on the remote's origin), from a routes.json; null when it has none. */
export type RoutePageScripts = Readonly<Record<string, readonly string[]>>;
/** Each route pattern's `shared` entry points, and under ALL_PAGES those of every page, from a routes.json. */
export type RouteShares = Readonly<Record<string, readonly string[]>>;
/** What a routes.json says a remote's pages download beyond its manifest. */
export interface RouteFiles {
  scripts: RoutePageScripts | null;
  shares: RouteShares | null;
}
export type RemoteRouteScriptsReader = (remote: RemoteDescriptor) => Promise<RouteFiles | null>;

/** The key of routes.json's `shares` for what every page of the remote imports (build-config's EVERY_PAGE). */
const ALL_PAGES = '*';

/**
 * The `modules` of a routes.json (decision 0062: a remote that loads its pages with import() lists each
 * page's scripts, relative to the file), as URLs on the remote's own origin; null without a valid list.
 */
export function parseRoutePageScripts(remote: RemoteDescriptor, json: unknown): RoutePageScripts | null {
  if (typeof json !== 'object' || json === null || !('modules' in json)) return null;
  const modules: unknown = json.modules;
  if (typeof modules !== 'object' || modules === null || Array.isArray(modules)) return null;
  const scripts: Record<string, string[]> = {};
  for (const [pattern, files] of Object.entries(modules)) {
    if ((pattern !== ALL_PAGES && !pattern.startsWith('/')) || !Array.isArray(files)) return null;
    scripts[pattern] = files.flatMap((file: unknown) => (typeof file === 'string' ? (onRemoteOrigin(remote, file) ?? []) : []));
  }
  return scripts;
}

/**
 * The `shares` of a routes.json (build-config's routeShares): share names by pattern, which the site server
 * looks up in the shell's build; null without a valid list. Names only: they point at nothing on their own.
 */
export function parseRouteShares(json: unknown): RouteShares | null {
  if (typeof json !== 'object' || json === null || !('shares' in json)) return null;
  const shares: unknown = json.shares;
  if (typeof shares !== 'object' || shares === null || Array.isArray(shares)) return null;
  const byPattern: Record<string, string[]> = {};
  for (const [pattern, names] of Object.entries(shares)) {
    if ((pattern !== ALL_PAGES && !pattern.startsWith('/')) || !Array.isArray(names)) return null;
    byPattern[pattern] = names.filter((name: unknown): name is string => typeof name === 'string');
  }
  return byPattern;
}

const patternOf = (patterns: readonly string[], pathname: string) =>
  patterns.find((path) => path !== ALL_PAGES && matchPath({ path, end: true }, pathname) !== null);

/** The scripts of the page at `pathname`: every page's, and its pattern's (as the router matches it); none when unknown. */
export function pageScriptsOf(scripts: RoutePageScripts | null, pathname: string): readonly string[] {
  if (!scripts) return [];
  const pattern = patternOf(Object.keys(scripts), pathname);
  return [...(scripts[ALL_PAGES] ?? []), ...(pattern ? (scripts[pattern] ?? []) : [])];
}

/** The shares the page at `pathname` imports: every page's, and its pattern's own. */
export function pageSharesOf(shares: RouteShares | null, pathname: string): readonly string[] {
  if (!shares) return [];
  const pattern = patternOf(Object.keys(shares), pathname);
  return [...(shares[ALL_PAGES] ?? []), ...(pattern ? (shares[pattern] ?? []) : [])];
}

/** Each remote's page scripts and shares from its routes.json, read and remembered like its routes (cachedRemoteRoutes). */
export function cachedRemoteRouteScripts(): RemoteRouteScriptsReader {
  const readScripts = cachedFetch(async (response): Promise<unknown> => response.json(), { ttlMs: 2_000 });
  return (remote) => {
    const url = onRemoteOrigin(remote, REMOTE_ROUTE_MANIFEST);
    if (!url) return Promise.resolve(null);
    return readScripts(url).then((json) => ({ scripts: parseRoutePageScripts(remote, json), shares: parseRouteShares(json) }));
  };
}

/**
 * Each remote's routes.json, read from the remote's own origin (next to its mf-manifest.json) and
 * remembered for a couple of seconds like its manifest, so a redeployed remote's new pages count
 * at once and a remote that is down costs no page more than the read's short timeout.
 */
export function cachedRemoteRoutes({ timeoutMs }: { timeoutMs?: number } = {}): RemoteRoutesReader {
  const read = cachedFetch(async (response) => parseRouteManifest(await response.json()), { ttlMs: 2_000, timeoutMs });
  return (remote) => {
    const url = onRemoteOrigin(remote, REMOTE_ROUTE_MANIFEST);
    return url ? read(url) : Promise.resolve(null);
  };
}

/**
 * Whether `pathname` is one of the remote's pages. remotes.json gives a remote whole prefixes
 * (`/auth/*`); its routes.json says which paths under them are pages. Without a list (an older
 * remote, or one that is down) every path it owns counts, as before: never a 404 by guesswork.
 */
export function isPageOf(routes: readonly string[] | null, pathname: string): boolean {
  return routes === null || routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
