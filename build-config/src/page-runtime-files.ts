import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The two files every app's page asks for by URL before its code runs: /theme-init.js (the theme class and
 * whether a session is stored, before the first paint) and /config.json (where the backend is: the local one by
 * default; a deployment's site-server writes its own). The shell and each remote's standalone dev harness serve the
 * same ones, so they live here, beside the ports, rather than in the shell: build-config depending on the shell
 * made the package graph a loop (shell → build-config → shell, issue 28).
 */
export const THEME_INIT_FILE = new URL('../page-files/theme-init.js', import.meta.url);

export const PAGE_RUNTIME_FILES = [
  { path: '/config.json', type: 'application/json', location: new URL('../page-files/config.json', import.meta.url) },
  { path: '/theme-init.js', type: 'text/javascript', location: THEME_INIT_FILE },
] as const;

/**
 * Serves the page's run-time files in dev; with `emit` (the shell's build) also writes them into the build
 * output, as the shell's public/ folder did. A remote's build ships none: inside the site the shell serves them.
 */
export function pageRuntimeFiles({ emit }: { emit: boolean }): Plugin {
  return {
    name: 'riancode:page-runtime-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = PAGE_RUNTIME_FILES.find(({ path }) => path === req.url);
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(readFileSync(file.location));
      });
    },
    generateBundle() {
      if (!emit) return;
      for (const { path, location } of PAGE_RUNTIME_FILES) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(location) });
      }
    },
  };
}
