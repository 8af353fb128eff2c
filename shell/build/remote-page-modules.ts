import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The file, beside index.html, that lists the shell's modules every remote
 * page needs and "/" does not: the `remote-kit` chunk (form controls, dialogs,
 * tabs, the site's zod and its schemas). The build writes it
 * (writeRemotePageModules); the shell's server reads it (readRemotePageModules)
 * and hints the modules on a remote's pages (site-server/src/pages/render-page.ts), so
 * they download beside the remote instead of after it asked for them.
 */
export const REMOTE_PAGE_MODULES = 'remote-page-modules.json';

/** The name of the code-splitting group in vite.config.ts whose chunk the file lists. */
export const REMOTE_KIT_CHUNK = 'remote-kit';

interface ChunkInfo {
  type: 'chunk' | 'asset';
  name?: string;
}

/**
 * The remote-kit chunk as a root-relative URL; [] if there is no such chunk.
 * Only the chunk itself: the chunks it imports are the ones every page loads
 * (React, supabase-js, platform), which the page preloads once it has painted;
 * hinted in the header too, they took the bandwidth the first paint needed
 * (first contentful paint 1.3 → 2.6 s in bench:web).
 */
export function remotePageModules(bundle: Readonly<Record<string, ChunkInfo>>): string[] {
  return Object.entries(bundle)
    .filter(([, chunk]) => chunk.type === 'chunk' && chunk.name === REMOTE_KIT_CHUNK)
    .map(([file]) => `/${file}`);
}

export function writeRemotePageModules(): Plugin {
  return {
    name: 'riancode:remote-page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = remotePageModules(bundle);
      if (modules.length === 0)
        this.error(`no "${REMOTE_KIT_CHUNK}" chunk: the code-splitting group in vite.config.ts was renamed or removed`);
      this.emitFile({ type: 'asset', fileName: REMOTE_PAGE_MODULES, source: `${JSON.stringify({ modules }, null, 2)}\n` });
    },
  };
}

/**
 * The modules a build listed, read from the shell's build folder: none if the
 * file is missing or not what writeRemotePageModules writes (the pages then
 * load the kit when a remote asks for it, as without hints).
 */
export async function readRemotePageModules(buildDir: string): Promise<string[]> {
  try {
    const { modules } = JSON.parse(await readFile(join(buildDir, REMOTE_PAGE_MODULES), 'utf8')) as { modules?: unknown };
    return Array.isArray(modules) ? modules.filter((module): module is string => typeof module === 'string' && module.startsWith('/')) : [];
  } catch {
    return [];
  }
}
