import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** Test helpers (`src/testing/`): they never run in a page, and one that makes the auth client would put it on every page. */
const TEST_HELPERS = 'testing';
/** `from '@shared/x/y'`, `import '@shared/x'` and `import('@shared/x/y')`. */
const SHARED_SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"](@shared\/[^'"]+)['"]/g;

/**
 * The @shared/* entry points a remote's code imports (tests left out). A
 * remote declares only these as shared: @module-federation/vite 1.23 loads
 * every share a remote declares when the remote starts, so a remote that
 * declared all of them made the sign-in page download the code editor
 * (~155 KB gzip) it never shows (issue 16, decision 0031).
 */
export function sharedImportsOf(srcDir: string): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== TEST_HELPERS) visit(path);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        for (const specifier of sharedSpecifiersIn(readFileSync(path, 'utf8'))) found.add(specifier);
      }
    }
  };
  visit(srcDir);
  return found;
}

/** `import type … from 'x'` and `export type … from 'x'`: erased by the compiler, they load nothing. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"];?/gm;

/**
 * The `shared` entry points one module's source imports, type-only imports left out: a remote that declared
 * a share for its types (`import type { Tables } from '@shared/db'`) had the runtime download it as it started.
 */
export function sharedSpecifiersIn(code: string): string[] {
  return [...code.replace(TYPE_ONLY, '').matchAll(SHARED_SPECIFIER)].flatMap((match) => (match[1] ? [match[1]] : []));
}
