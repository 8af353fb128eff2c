import { createReadStream, readFileSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { pyodidePath } from '@shared/code-runner/pyodide-path';
import { contentTypeFor } from '@shared/delivery-contract/content-types';

/**
 * Pyodide served by the site itself (decision 0034), never a CDN: the files of the `pyodide` npm
 * package that a browser loads, copied into the build at /assets/pyodide-<version>/ (about 13 MB,
 * fetched only when a learner first runs Python) and served from node_modules in dev.
 */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;

function pyodidePackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

export function pyodideFiles(): Plugin {
  const { version } = JSON.parse(readFileSync(join(pyodidePackageDir(), 'package.json'), 'utf8')) as { version: string };
  const PYODIDE_PATH = pyodidePath(version);
  let outDir = 'dist';
  return {
    name: 'riancode:pyodide-files',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(PYODIDE_PATH) ? req.url.slice(PYODIDE_PATH.length).split('?')[0] : undefined;
        const known = PYODIDE_FILES.find((name) => name === file);
        if (!known) return next();
        res.setHeader('Content-Type', contentTypeFor(known.slice(known.lastIndexOf('.'))));
        createReadStream(join(pyodidePackageDir(), known)).pipe(res);
      });
    },
    async writeBundle() {
      const target = join(outDir, PYODIDE_PATH);
      await mkdir(target, { recursive: true });
      await Promise.all(PYODIDE_FILES.map((name) => cp(join(pyodidePackageDir(), name), join(target, name))));
    },
  };
}
