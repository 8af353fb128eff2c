import type { Plugin } from 'vite';
import { REMOTE_ROUTE_MANIFEST } from 'shared/delivery-contract';

/**
 * Writes the remote's routes.json beside its mf-manifest.json: the route patterns of its pages,
 * taken from the same list its <Routes> are made from (src/app/route-paths.ts), so the site
 * server can answer 404 for a path under the remote's prefix that is no page of it.
 */
export function writeRouteManifest(routes: readonly string[]): Plugin {
  return {
    name: 'riancode:route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: REMOTE_ROUTE_MANIFEST, source: `${JSON.stringify({ routes })}\n` });
    },
  };
}
