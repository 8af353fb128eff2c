import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { federationShared } from './federation-shared.ts';
import { scopeRemoteCss } from './scope-remote-css.ts';
import { keepFullShareSurface } from './full-share-surface.ts';
import { directImportsBetweenSharedPackages } from './direct-shared-imports.ts';
import { REMOTE_DIRS, REMOTE_EXPOSE, type RemoteName } from './app-names.ts';
import { sharedImportsOf } from './imported-shares.ts';
import { remoteServerViteConfig } from './remote-server-vite-config.ts';
import { pyodideFiles } from './pyodide-files.ts';
import { writeRouteManifest, type RoutePageModules } from './route-manifest.ts';
import { pageRuntimeFiles } from './page-runtime-files.ts';
import { BROWSER_CONDITIONS } from './browser-conditions.ts';

const EXPOSED_FILE = 'src/app/remote-app.tsx';

/**
 * The vite config of every remote, so all four build the same way: one
 * exposed entry (`./App`), the one shared config, a manifest for run-time
 * discovery, the federation runtime borrowed from the shell (externalRuntime:
 * ~19 KB gz less per remote), and a standalone dev harness on its own port.
 * `vite build --ssr` builds the remote's server render instead (decision 0031).
 */
export function remoteViteConfig(
  {
    name,
    port,
    routes,
    pages,
  }: {
    name: RemoteName;
    port: number;
    /** The route patterns of the remote's pages (its route-paths.ts). */
    routes: readonly string[];
    /** For a remote that loads its pages with import(): each pattern's page module (routes.json lists its scripts). */
    pages?: RoutePageModules;
  },
  { isSsrBuild = false } = {},
): UserConfig {
  if (isSsrBuild) return remoteServerViteConfig();
  // Standalone (dev harness) a remote must provide everything itself; inside
  // the site it takes every singleton and the federation runtime from the shell.
  const standalone = process.env.MF_STANDALONE === '1';
  const imported = sharedImportsOf(fileURLToPath(new URL(`../../${REMOTE_DIRS[name]}/src/`, import.meta.url)));
  const runsCode = [...imported].some((share) => share.startsWith('@shared/code-runner'));
  return {
    plugins: [
      react(),
      tailwindcss(),
      // In dev, a standalone remote serves the page's run-time files, so its harness talks to the same backend;
      // a deployed remote ships none of its own.
      pageRuntimeFiles({ emit: false }),
      // Standalone, the remote's page is the origin its code runners (@shared/code-runner) load Pyodide from;
      // a remote that runs no code copies none of it.
      ...(standalone && runsCode ? [pyodideFiles()] : []),
      scopeRemoteCss(name),
      keepFullShareSurface(EXPOSED_FILE),
      writeRouteManifest(routes, pages, EXPOSED_FILE),
      // Before federation's own resolver: a per-app bundled entry (@shared/markdown) takes its imports as before.
      directImportsBetweenSharedPackages(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { [REMOTE_EXPOSE]: `./${EXPOSED_FILE}` },
        // Inside the site, only the shares this remote imports: the runtime loads every declared one at its start.
        shared: federationShared({
          provide: standalone,
          only: standalone ? undefined : imported,
        }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { externalRuntime: !standalone },
      }),
    ],
    resolve: { conditions: BROWSER_CONDITIONS },
    // Remotes are fetched cross-origin by the shell.
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    // pluginTimings: rolldown's per-plugin timing report is noise in `npm start`'s output.
    build: { target: 'es2022', sourcemap: true, rolldownOptions: { checks: { pluginTimings: false } } },
  };
}
