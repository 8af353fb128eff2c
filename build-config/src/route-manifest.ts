import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { REMOTE_ROUTE_MANIFEST } from '@shared/delivery-contract';
import { sharedSpecifiersIn } from './imported-shares.ts';

/**
 * Which module(s) of the remote's source draw the page of each route pattern, where the remote loads pages
 * with `import()` (mfe-catalog's routes, decision 0062). Paths relative to the remote's folder, or the specifier
 * of a workspace package the page loads with `import()` as it opens (`@shared/markdown`, a lesson's renderer), so
 * that package's chunk is hinted with the page too (the build resolves it to its module, writeRouteManifest).
 */
export type RoutePageModules = Readonly<Record<string, string | readonly string[]>>;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
  imports: readonly string[];
  /** The source modules bundled into the chunk (absolute paths; virtual modules start with a NUL byte). */
  moduleIds?: readonly string[];
}

/** What the build's bundle holds, as far as this needs it (vite's OutputBundle fits it). */
type Bundle = Readonly<Record<string, { type: 'asset' } | BundleChunk>>;

const chunksOf = (bundle: Bundle): BundleChunk[] => Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));

/**
 * The scripts a route's page needs beyond the exposed module: its page chunk and every chunk that chunk
 * imports statically, by pattern. The site server hints them with the page (site-server's
 * remote-routes.ts), so the page's code is fetched with the remote's instead of after it has run.
 */
export function routeModuleFiles(bundle: Bundle, pages: RoutePageModules, exposedFile?: string): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const modules: Record<string, string[]> = {};
  // Under EVERY_PAGE: the exposed module's chunks. The remote entry imports the module through a small facade
  // chunk that its mf-manifest.json does not list: unhinted, it was one more round trip at the first press.
  if (exposedFile) modules[EVERY_PAGE] = staticClosure(chunks, exposedChunks(chunks, exposedFile)).map((chunk) => chunk.fileName);
  for (const [pattern, sources] of Object.entries(pages)) {
    const pageChunks = (typeof sources === 'string' ? [sources] : sources).map((source) => {
      // An absolute path is a package's module as the build resolved it; a relative one is the remote's own.
      const matches = source.startsWith('/')
        ? (id: string) => id === source
        : (id: string) => id.endsWith(`/${source.replace(/^\.?\//, '')}`);
      const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && matches(chunk.facadeModuleId));
      if (!page) throw new Error(`routes.json: no chunk of its own for ${source} (the page of ${pattern}); is it loaded with import()?`);
      return page;
    });
    modules[pattern] = staticClosure(chunks, pageChunks).map((chunk) => chunk.fileName);
  }
  return modules;
}

const exposedChunks = (chunks: readonly BundleChunk[], exposedFile: string) =>
  chunks.filter((chunk) => chunk.facadeModuleId?.endsWith(`/${exposedFile}`));

/** `roots` and every chunk they import statically, each once, in the order met. */
function staticClosure(chunks: readonly BundleChunk[], roots: readonly BundleChunk[]): BundleChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return [...found.values()];
}

/** Reads a bundled module's source; null for one that is not a file of the app (a virtual or generated module). */
export type SourceReader = (moduleId: string) => string | null;

const readAppSource: SourceReader = (moduleId) => {
  const path = moduleId.split('?')[0] ?? '';
  if (moduleId.startsWith('\0') || path.includes('/node_modules/') || !/\.(ts|tsx)$/.test(path) || !existsSync(path)) return null;
  return readFileSync(path, 'utf8');
};

/** Every page of the remote, in routes.json's `shares`: what the exposed module itself imports. */
export const EVERY_PAGE = '*';

/**
 * The `shared` entry points a remote's pages import: under EVERY_PAGE those of the exposed module (and what it
 * imports statically), under a page's pattern those its own scripts add. The host provides them
 * (shareStrategy 'loaded-first') from chunks of the shell this remote cannot name; the site server looks them
 * up in the shell's build (shell/build/remote-page-modules.ts) and hints them with the page's scripts.
 * Unhinted, each was asked for only when the code importing it ran: after a visitor's first press, a chain of
 * round trips (~0.6 s each on slow 4G) between the press and the live page.
 */
export function routeShares(
  bundle: Bundle,
  pageFiles: Readonly<Record<string, readonly string[]>>,
  exposedFile: string,
  readSource: SourceReader = readAppSource,
): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sharesOf = (roots: readonly BundleChunk[]) => {
    const found = new Set<string>();
    for (const chunk of staticClosure(chunks, roots))
      for (const moduleId of chunk.moduleIds ?? []) for (const share of sharedSpecifiersIn(readSource(moduleId) ?? '')) found.add(share);
    return found;
  };
  const everyPage = sharesOf(exposedChunks(chunks, exposedFile));
  const shares: Record<string, string[]> = { [EVERY_PAGE]: [...everyPage].sort() };
  for (const [pattern, files] of Object.entries(pageFiles)) {
    if (pattern === EVERY_PAGE) continue;
    shares[pattern] = [...sharesOf(files.flatMap((file) => byName.get(file) ?? []))].filter((share) => !everyPage.has(share)).sort();
  }
  return shares;
}

/** `pages` with each package specifier (`@scope/name`) replaced by the module the build resolves it to. */
export async function resolvePackageSpecifiers(
  pages: RoutePageModules,
  resolve: (specifier: string) => Promise<string | undefined>,
): Promise<Record<string, readonly string[]>> {
  const entries = await Promise.all(
    Object.entries(pages).map(async ([pattern, sources]) => {
      const list = typeof sources === 'string' ? [sources] : sources;
      const modules = await Promise.all(
        list.map(async (source) => {
          if (!source.startsWith('@')) return source;
          const id = await resolve(source);
          if (!id) throw new Error(`routes.json: ${source} (listed for ${pattern}) does not resolve in this build`);
          return id.split('?')[0] ?? id;
        }),
      );
      return [pattern, modules] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Writes the remote's routes.json beside its mf-manifest.json: the route patterns of its pages,
 * taken from the same list its <Routes> are made from (src/app/route-paths.ts), so the site
 * server can answer 404 for a path under the remote's prefix that is no page of it; and, for a remote
 * that loads its pages with `import()`, each page's scripts (routeModuleFiles).
 */
export function writeRouteManifest(routes: readonly string[], pages: RoutePageModules = {}, exposedFile?: string): Plugin {
  return {
    name: 'riancode:route-manifest',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const resolved = await resolvePackageSpecifiers(pages, async (specifier) => (await this.resolve(specifier))?.id);
      const modules = Object.keys(pages).length > 0 || exposedFile ? routeModuleFiles(bundle, resolved, exposedFile) : undefined;
      const shares = exposedFile ? routeShares(bundle, modules ?? {}, exposedFile) : undefined;
      this.emitFile({
        type: 'asset',
        fileName: REMOTE_ROUTE_MANIFEST,
        source: `${JSON.stringify({ routes, ...(modules ? { modules } : {}), ...(shares ? { shares } : {}) })}\n`,
      });
    },
  };
}
