import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** A file inside one of the packages under shared/ (`…/shared/platform/src/auth/auth-bus.ts`). */
const IN_SHARED_PACKAGE = /[\\/]shared[\\/][\w-]+[\\/]src[\\/]/;

/**
 * Imports between the packages under shared/ resolve to the file itself, as the relative imports inside the one
 * `shared` package did (decision 0064). Left to @module-federation/vite, `@shared/db/rest` imported by
 * `@shared/platform`'s code would go through the share scope like an app's import: a loadShare wrapper per entry
 * and chunks cut along them, which put ~7 KB more on every remote page's first press. It is the same module
 * either way — the host provides each share from this very file, and a remote takes the host's — so a singleton
 * stays one. Apps' own imports of @shared/* are untouched and stay shares.
 */
export function directImportsBetweenSharedPackages(): Plugin {
  return {
    name: 'riancode:direct-imports-between-shared-packages',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split('?')[0];
      if (!from || !source.startsWith('@shared/') || !IN_SHARED_PACKAGE.test(from)) return null;
      try {
        return realpathSync(createRequire(from).resolve(source));
      } catch {
        return null; // not an entry point: let Vite report it
      }
    },
  };
}
