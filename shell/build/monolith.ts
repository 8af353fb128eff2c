import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { REMOTE_DIRS, REMOTE_NAMES } from 'build-config/app-names';

/**
 * The monolithic variant of the site, for `npm run bench:web` only: the same
 * shell with the four remotes' sources bundled in at build time instead of
 * loaded at run time, so the cost of run-time federation is a measured number
 * (docs/decisions/0014-monolithic-benchmark-build.md). Built with
 * `MONOLITH=1 vite build` into dist-monolith/; never deployed.
 *
 * Two substitutions, nothing else changes:
 * - the shell's federation-runtime.ts becomes a module that imports each
 *   remote's exposed App from its source;
 * - remotes' own style sheets are dropped and the shell's one Tailwind build
 *   scans the remotes' sources instead (one ordered stylesheet, as a
 *   monolith would have).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VIRTUAL_RUNTIME = '\0riancode:monolith-runtime';

function runtimeModule(): string {
  const loaders = REMOTE_NAMES.map((name) => `  ${name}: () => import(${JSON.stringify(`${ROOT}${REMOTE_DIRS[name]}/src/app/remote-app.tsx`)}),`);
  return [
    'const apps = {',
    ...loaders,
    '};',
    'export function registerRemoteEntries() {}',
    'export function importRemoteApp(name) {',
    '  const load = apps[name];',
    '  return load ? load() : Promise.reject(new Error(`no remote named ${name} in the monolithic build`));',
    '}',
  ].join('\n');
}

export function monolith(): Plugin {
  const remoteStyleSheet = new RegExp(`/(${Object.values(REMOTE_DIRS).join('|')})/src/app/remote\\.css$`);
  return {
    name: 'riancode:monolith',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './federation-runtime.ts' && importer?.includes('/shell/src/features/remotes/')) return VIRTUAL_RUNTIME;
      return null;
    },
    load(id) {
      if (id === VIRTUAL_RUNTIME) return runtimeModule();
      if (remoteStyleSheet.test(id)) return '';
      // Loaded (not transformed) so that Tailwind's own transform sees the extra sources.
      if (id.endsWith('/shell/src/index.css')) {
        const sources = REMOTE_NAMES.map((name) => `@source '${ROOT}${REMOTE_DIRS[name]}/src';`);
        return `${readFileSync(id, 'utf8')}\n${sources.join('\n')}\n`;
      }
      return null;
    },
  };
}
