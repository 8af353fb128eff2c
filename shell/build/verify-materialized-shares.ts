import type { Plugin } from 'vite';

/*
 * @module-federation/vite 1.23 writes, for each share the host provides, whether the host's share scope
 * "materializes" it: registers the host's own copy so that the host's code (and any remote) gets it. It
 * decides from the imports it saw while parsing, and the same race build-config's full-share-surface.ts
 * works around (parsing taken for over after a 10 ms pause) can leave shares the shell's own code imports
 * unmaterialized on a loaded machine. The build then succeeds and the site is dead: the shell's first
 * module reads the Thai messages as undefined (seen once in 2026-11-27's builds, under a load of ~13 on
 * two cores). This check turns that silent failure into a failed build, which scripts/lib/build-apps.ts
 * runs once more.
 */

/** The plugin's file-name encoding of a package name (its packageNameEncode), reversed. */
const decode = (encoded: string) =>
  encoded
    .replace(/_mf_0_/g, '@')
    .replace(/_mf_1_/g, '/')
    .replace(/_mf_2_/g, '-')
    .replace(/_mf_3_/g, '.');

/** The shares this bundle's own code imports: the plugin makes one `…__loadShare__<name>__loadShare__…` module for each. */
export function importedShares(moduleIds: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const id of moduleIds)
    for (const match of id.matchAll(/__loadShare__(.+?)__loadShare__/g)) if (match[1]) names.add(decode(match[1]));
  return names;
}

/** The shares the host's import map leaves unmaterialized (`materialize: false`, minified `materialize:!1`). */
export function unmaterializedShares(importMapCode: string): Set<string> {
  const entry =
    /"([^"]+)":\s*\{\s*name:\s*[`"'][^`"']*[`"'],\s*version:\s*[^,]*,\s*scope:\s*\[[^\]]*\],\s*loaded:\s*(?:!1|false),\s*materialize:\s*(?:!1|false)/g;
  return new Set([...importMapCode.matchAll(entry)].flatMap((match) => (match[1] ? [match[1]] : [])));
}

interface Chunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  moduleIds?: readonly string[];
}

/** What is wrong with a bundle's shares, or null when every share the shell imports is materialized. */
export function shareProblem(bundle: Readonly<Record<string, Chunk>>): string | null {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const importMap = chunks.find((chunk) => chunk.fileName.includes('localSharedImportMap'));
  const imported = importedShares(chunks.flatMap((chunk) => chunk.moduleIds ?? []));
  if (!importMap?.code || imported.size === 0)
    return 'cannot find the federation import map or the share wrappers (did @module-federation/vite change its output?)';
  const missing = [...unmaterializedShares(importMap.code)].filter((name) => imported.has(name));
  return missing.length === 0 ? null : `shares the shell imports are not materialized: ${missing.join(', ')}`;
}

export function verifyMaterializedShares(): Plugin {
  return {
    name: 'riancode:verify-materialized-shares',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const problem = shareProblem(bundle);
      if (problem) this.error(`${problem} — a known race of @module-federation/vite 1.23; build again`);
    },
  };
}
