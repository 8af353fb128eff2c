/**
 * Import cycles between a package's own files (issue reports found two in local-supabase/src/rest). Across
 * packages the boundaries rule already allows only one direction (decision 0039); inside a package nothing
 * did. A cycle makes the order modules evaluate in depend on which one is imported first, and it says two
 * files are really one. This reads relative imports and re-exports (static, `import type` included, since a
 * type cycle is the same tangle to a reader) and finds every strongly connected group of files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The relative specifiers a file imports or re-exports from (`import … from './x.ts'`, `export * from '../y.ts'`, `import('./z.ts')` excluded: a lazy import runs later, it cannot tangle evaluation). */
export function relativeImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm)) {
    specifiers.push((match[1] ?? match[2]) as string);
  }
  return specifiers;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every group of two or more nodes that reach each other around a loop (Tarjan), each sorted. */
export function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>, name: (node: string) => string): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const lowest = (node: string, candidate: number) => low.set(node, Math.min(low.get(node) ?? candidate, candidate));
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest(node, low.get(next) ?? Infinity);
      } else if (onStack.has(next)) lowest(node, index.get(next) ?? Infinity);
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop()) {
      onStack.delete(member);
      group.push(name(member));
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Every group of two or more files that import each other, directly or around a loop. */
export function importCycles(root: string, files: readonly string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return stronglyConnected(graph, (file) => relative(root, file));
}

/** The package specifiers a file imports or re-exports from, lazy imports included (a package cycle is a design tangle either way). */
export function packageImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(/\bfrom\s+['"]([^'".][^'"]*)['"]|\bimport\s*\(?\s*['"]([^'".][^'"]*)['"]/g)) {
    specifiers.push((match[1] ?? match[2]) as string);
  }
  return specifiers;
}

/**
 * Cycles between packages (decision 0064): for each package (`name` and its `folder`), the other packages of the
 * list its files import by name; a group of packages that import each other around a loop is one package split
 * in the wrong place.
 */
export function packageCycles(root: string, packages: readonly { folder: string; name: string }[]): string[][] {
  const owner = (specifier: string) => packages.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`))?.name;
  const graph = new Map<string, string[]>();
  for (const { folder, name } of packages) {
    const targets = new Set<string>();
    for (const file of sourceFiles(join(root, folder))) {
      for (const specifier of packageImports(readFileSync(file, 'utf8'))) {
        const target = owner(specifier);
        if (target && target !== name) targets.add(target);
      }
    }
    graph.set(name, [...targets]);
  }
  return stronglyConnected(graph, (name) => name);
}
