import { matchPath } from 'react-router-dom';
import type { RemoteDescriptor } from 'shared/federation/remote-list';
import { REMOTE_ROUTE_MANIFEST } from 'shared/delivery-contract';
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

/**
 * Each remote's routes.json, read from the remote's own origin (next to its mf-manifest.json) and
 * remembered for a couple of seconds like its manifest, so a redeployed remote's new pages count
 * at once and a remote that is down costs no page more than the read's short timeout.
 */
export function cachedRemoteRoutes(): RemoteRoutesReader {
  const read = cachedFetch(async (response) => parseRouteManifest(await response.json()), { ttlMs: 2_000 });
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
