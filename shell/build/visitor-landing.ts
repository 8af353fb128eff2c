import { resolve } from 'node:path';
import { build } from 'vite';
import { BROWSER_CONDITIONS } from 'build-config/browser-conditions';
import react from '@vitejs/plugin-react';

/** The landing page's own start for visitors (decision 0031), built beside the app. */
const ENTRY = 'src/visitor-landing/main.tsx';

/**
 * Builds the visitor's landing into the app's output folder, as a plain
 * bundle: no federation plugin (it loads no remote, so it needs no runtime
 * and no share scope), no CSS of its own (the page already links the app's).
 * Returns the entry's path under the output folder, for the paint-first gate.
 */
export async function buildVisitorLanding(root: string, outDir: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: BROWSER_CONDITIONS },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        input: resolve(root, ENTRY),
        output: { entryFileNames: 'assets/visitor-landing-[hash].js', chunkFileNames: 'assets/visitor-landing-[name]-[hash].js' },
        checks: { pluginTimings: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const entry = outputs.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error(`visitor landing: the build of ${ENTRY} produced no entry chunk`);
  return entry.fileName;
}
