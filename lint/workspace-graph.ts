/**
 * The workspace packages as package.json declares them (decision 0064): which package depends on which, and whether
 * each declares what its files import. npm installs and links from these declarations, and a reader trusts them to
 * say what a package needs; an import the package does not declare works only because the root or a neighbour
 * happens to install it, and a loop of declarations makes "build this one first" unanswerable.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { packageImports, sourceFiles, stronglyConnected } from './import-cycles.ts';

interface Manifest {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Workspace {
  folder: string;
  name: string;
  /** Every package its package.json declares, of any kind. */
  declared: ReadonlySet<string>;
}

const readManifest = (folder: string): Manifest => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;

const declaredIn = (manifest: Manifest) =>
  new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);

/** The root's `workspaces`, each with its name and declarations. */
export function workspaces(root: string): Workspace[] {
  return (readManifest(root).workspaces ?? [])
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .map((folder) => {
      const manifest = readManifest(join(root, folder));
      return { folder, name: manifest.name ?? folder, declared: declaredIn(manifest) };
    });
}

/** Every group of workspaces whose dependencies or devDependencies lead around a loop. */
export function declarationCycles(list: readonly Workspace[]): string[][] {
  const names = new Set(list.map(({ name }) => name));
  const graph = new Map(list.map(({ name, declared }) => [name, [...declared].filter((other) => names.has(other))]));
  return stronglyConnected(graph, (name) => name);
}

/** The package a bare specifier names (`@shared/ui/button` → `@shared/ui`, `react-dom/client` → `react-dom`); null for node's own and URL-like ones. */
export function packageOf(specifier: string): string | null {
  if (specifier.includes(':')) return null; // node:fs, npm:zod (Deno), virtual:…, https://…
  const [first = '', second = ''] = specifier.split('/');
  if (builtinModules.includes(first)) return null;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const isTest = (file: string) => /\.test\.tsx?$|\/testing\//.test(file);

/** A file's code without its comments, where examples of imports are prose, not imports. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Per workspace, the packages the non-test files of its `src/` import without declaring them. Tests, build
 * configs and scripts around a package use the root's tool chain (vitest, Testing Library, vite), which the root
 * package.json declares for the whole repository; a package's own sources say what it needs to run.
 */
export function undeclaredImports(root: string, list: readonly Workspace[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { folder, name, declared } of list) {
    const missing = new Set<string>();
    const src = join(root, folder, 'src');
    for (const file of existsSync(src) ? sourceFiles(src) : []) {
      if (isTest(file)) continue;
      for (const specifier of packageImports(withoutComments(readFileSync(file, 'utf8')))) {
        const target = packageOf(specifier);
        if (target && target !== name && !declared.has(target)) missing.add(`${target} (${relative(root, file)})`);
      }
    }
    if (missing.size > 0) found[name] = [...missing].sort();
  }
  return found;
}
