import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Shares the shell provides but does not start with the app. @module-federation/vite 1.23 "materializes"
 * every share the host's own code imports, and a materialized share is loaded as the app starts (its
 * runtime bridges each one then), whether the import is static or behind a lazy `import()`. The shell's
 * only import of `@shared/ui/dialog` is the consent dialog, which only a member with outdated consent
 * sees and which the shell loads lazily; yet every remote page downloaded the dialog (7 KB gzip) at its
 * first press. These imports resolve to the entry's file instead, as imports between shared packages do
 * (build-config's direct-shared-imports.ts): the share the shell provides is that very module, so a
 * remote that imports the share and the shell's consent dialog still use one copy.
 */
// `@shared/db/courses` and `@shared/db/articles`: only the landing page's course shelves and latest articles (a lazy route of "/") use them (a course's price, an article's summary)
// it (issue 28: one price function); as a materialized share it would start with every page.
export const UNSTARTED_SHARES: readonly string[] = ['@shared/ui/dialog', '@shared/db/courses', '@shared/db/articles'];

/** A file of the shell's own code (not under shared/ or node_modules). */
const IN_SHELL_SOURCE = /[\\/]shell[\\/]src[\\/]/;

export function importUnstartedSharesDirectly(shares: readonly string[] = UNSTARTED_SHARES): Plugin {
  return {
    name: 'riancode:import-unstarted-shares-directly',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split('?')[0];
      if (!from || !shares.includes(source) || !IN_SHELL_SOURCE.test(from)) return null;
      return realpathSync(createRequire(from).resolve(source));
    },
  };
}
