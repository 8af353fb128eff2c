import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The file, beside index.html, that lists the shell's modules remote pages
 * need and "/" does not: `shares`, for each share the shell provides, the
 * chunks that hold it (the chunk and what it imports statically), which a
 * remote page needs when its remote imports that share (the remote's
 * routes.json says which, build-config/src/route-manifest.ts); and
 * `sessionModules`. The build writes it (writeRemotePageModules); the shell's
 * server reads it (readRemotePageModules) and hints the modules on a remote's
 * pages (site-server/src/pages/render-page.ts), so they download beside the
 * remote instead of after it asked for them. There is no list every remote
 * page gets: the form controls, dialogs, tabs and zod were one `remote-kit`
 * chunk hinted on each, and `/courses` downloaded the dialog and tabs it
 * never shows (decision 0062).
 */
export const REMOTE_PAGE_MODULES = 'remote-page-modules.json';

/** The chunk of @shared/platform's init-site-client.ts (the Supabase client), which the app imports when the browser holds a session. */
const SITE_CLIENT_CHUNK = 'init-site-client';

interface ChunkInfo {
  type: 'chunk' | 'asset';
  name?: string;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/** What the file holds: root-relative URLs. */
export interface ShellPageModules {
  shares: Record<string, string[]>;
  /**
   * What a page whose app starts at once, as a member's does, imports before its first query: the Supabase
   * client's chunk and the chunks it imports (a visitor's page loads them only when a form needs them). Hinted on pages the server did not
   * render, which are mostly members'.
   */
  sessionModules: string[];
}

/**
 * The chunks of the given name and every chunk they import statically, as root-relative URLs; [] if there is
 * none. A `modulepreload` hint fetches its module only: Chromium asks for the module's own imports once it runs
 * it. Unhinted, the client's session-cookie chunk came a round trip after the client (0.6 s on slow 4G), and the
 * member's first query waited for it.
 */
export function chunksNamed(bundle: Readonly<Record<string, ChunkInfo>>, name: string): string[] {
  const named = Object.entries(bundle)
    .filter(([, chunk]) => chunk.type === 'chunk' && chunk.name === name)
    .map(([file]) => file);
  return withStaticImports(bundle, named).map((file) => `/${file}`);
}

/** The given chunks and, depth first, every chunk they import statically, each once (bundle file names). */
function withStaticImports(bundle: Readonly<Record<string, ChunkInfo>>, roots: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || bundle[file]?.type !== 'chunk') return;
    files.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...files];
}

/** What the federation runtime must know about a share to load it: the file it resolves to, and its package's dependencies. */
export interface ShareSource {
  file: string;
  /** The names in its package.json's dependencies. */
  dependencies: readonly string[];
}

/** The package a share name belongs to: `@scope/name` or `name`. */
const packageOf = (share: string) =>
  share
    .split('/')
    .slice(0, share.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * For each share (by name, with its source), the chunk of the bundle holding its file and every chunk it
 * imports statically, as root-relative URLs; and the same for each shared package its package depends on
 * (by its root share: `@shared/db` for `@shared/platform/auth`), since @module-federation/vite's runtime
 * loads those before it (getSharePrerequisites): unhinted, `@shared/db`'s chunk was the one file a visitor's
 * first press still downloaded. A share no chunk holds is left out.
 */
export function shareModules(
  bundle: Readonly<Record<string, ChunkInfo>>,
  sources: Readonly<Record<string, ShareSource>>,
): Record<string, string[]> {
  const chunks = Object.entries(bundle).filter(([, chunk]) => chunk.type === 'chunk');
  const holderOf = (name: string) => chunks.find(([, chunk]) => chunk.moduleIds?.includes(sources[name]?.file ?? ''))?.[0];
  const closure = (name: string) => {
    const holders: string[] = [];
    const shares = new Set<string>();
    const visitShare = (share: string) => {
      if (shares.has(share)) return;
      shares.add(share);
      const holder = holderOf(share);
      if (holder) holders.push(holder);
      for (const dependency of sources[share]?.dependencies ?? []) if (dependency in sources) visitShare(dependency);
    };
    visitShare(name);
    return withStaticImports(bundle, holders).map((file) => `/${file}`);
  };
  const shares: Record<string, string[]> = {};
  for (const name of Object.keys(sources)) if (holderOf(name)) shares[name] = closure(name);
  return shares;
}

/** Each share name as Node resolves it from the shell (package exports), with its package's dependencies; unresolvable ones left out. */
function shareSources(names: readonly string[]): Record<string, ShareSource> {
  const sources: Record<string, ShareSource> = {};
  for (const name of names) {
    try {
      sources[name] = { file: fileURLToPath(import.meta.resolve(name)), dependencies: packageDependencies(packageOf(name)) };
    } catch {
      // Not resolvable from here (a library only remotes install): the remote's own copy is used, nothing to hint.
    }
  }
  return sources;
}

function packageDependencies(packageName: string): string[] {
  try {
    const manifest = require(`${packageName}/package.json`) as { dependencies?: Record<string, string> };
    return Object.keys(manifest.dependencies ?? {});
  } catch {
    return []; // a package that does not export its package.json: its own chunk is still hinted
  }
}

/** `shareNames`: the shares the shell provides (its federation `shared` config). */
export function writeRemotePageModules(shareNames: readonly string[]): Plugin {
  return {
    name: 'riancode:remote-page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sessionModules = chunksNamed(bundle, SITE_CLIENT_CHUNK);
      if (sessionModules.length === 0) this.error(`no "${SITE_CLIENT_CHUNK}" chunk: the Supabase client is no longer loaded on its own`);
      const listed: ShellPageModules = { shares: shareModules(bundle, shareSources(shareNames)), sessionModules };
      this.emitFile({ type: 'asset', fileName: REMOTE_PAGE_MODULES, source: `${JSON.stringify(listed, null, 2)}\n` });
    },
  };
}

const rootRelative = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.filter((module): module is string => typeof module === 'string' && module.startsWith('/') && !module.startsWith('//'))
    : [];

/**
 * The modules a build listed, read from the shell's build folder: none if the
 * file is missing or not what writeRemotePageModules writes (the pages then
 * load the shares when a remote asks for them, as without hints).
 */
export async function readRemotePageModules(buildDir: string): Promise<ShellPageModules> {
  try {
    const { shares, sessionModules } = JSON.parse(await readFile(join(buildDir, REMOTE_PAGE_MODULES), 'utf8')) as {
      shares?: unknown;
      sessionModules?: unknown;
    };
    const byShare = typeof shares === 'object' && shares !== null && !Array.isArray(shares) ? Object.entries(shares) : [];
    return {
      shares: Object.fromEntries(byShare.map(([name, files]) => [name, rootRelative(files)])),
      sessionModules: rootRelative(sessionModules),
    };
  } catch {
    return { shares: {}, sessionModules: [] };
  }
}
