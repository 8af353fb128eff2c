import type { Plugin } from 'vite';
import { REMOTE_ROUTE_MANIFEST } from '@shared/delivery-contract';

/**
 * Which module(s) of the remote's source draw the page of each route pattern, where the remote loads pages
 * with `import()` (mfe-catalog's routes, decision 0062). Paths relative to the remote's folder.
 */
export type RoutePageModules = Readonly<Record<string, string | readonly string[]>>;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
  imports: readonly string[];
}

/** What the build's bundle holds, as far as this needs it (vite's OutputBundle fits it). */
type Bundle = Readonly<Record<string, { type: 'asset' } | BundleChunk>>;

const chunksOf = (bundle: Bundle): BundleChunk[] => Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));

/**
 * The scripts a route's page needs beyond the exposed module: its page chunk and every chunk that chunk
 * imports statically, by pattern. The site server hints them with the page (site-server's
 * remote-routes.ts), so the page's code is fetched with the remote's instead of after it has run.
 */
export function routeModuleFiles(bundle: Bundle, pages: RoutePageModules): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules: Record<string, string[]> = {};
  for (const [pattern, sources] of Object.entries(pages)) {
    const files = new Set<string>();
    const visit = (chunk: BundleChunk) => {
      if (files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byName.get(imported);
        if (next) visit(next);
      }
    };
    for (const source of typeof sources === 'string' ? [sources] : sources) {
      const suffix = `/${source.replace(/^\.?\//, '')}`;
      const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(suffix));
      if (!page) throw new Error(`routes.json: no chunk of its own for ${source} (the page of ${pattern}); is it loaded with import()?`);
      visit(page);
    }
    modules[pattern] = [...files];
  }
  return modules;
}

/**
 * Writes the remote's routes.json beside its mf-manifest.json: the route patterns of its pages,
 * taken from the same list its <Routes> are made from (src/app/route-paths.ts), so the site
 * server can answer 404 for a path under the remote's prefix that is no page of it; and, for a remote
 * that loads its pages with `import()`, each page's scripts (routeModuleFiles).
 */
export function writeRouteManifest(routes: readonly string[], pages: RoutePageModules = {}): Plugin {
  return {
    name: 'riancode:route-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = Object.keys(pages).length > 0 ? routeModuleFiles(bundle, pages) : undefined;
      this.emitFile({
        type: 'asset',
        fileName: REMOTE_ROUTE_MANIFEST,
        source: `${JSON.stringify({ routes, ...(modules ? { modules } : {}) })}\n`,
      });
    },
  };
}
