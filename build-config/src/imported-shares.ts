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
        for (const match of readFileSync(path, 'utf8').matchAll(SHARED_SPECIFIER)) if (match[1]) found.add(match[1]);
      }
    }
  };
  visit(srcDir);
  return found;
}
