import { resolve } from 'node:path';
import { build } from 'vite';

/** The pre-rendered pages' module entry: a typed module of the shell, not code written by the build. */
const ENTRY = 'src/paint-first/paint-first-gate.ts';

/**
 * Builds the paint-first gate into the app's output folder as one small self-contained module
 * (named by its content hash, so a new gate is a new address). What differs per build (the app's
 * entry and preloads, the visitor's landing) is not in it: the pages pass it on the gate's script
 * element (src/paint-first/gate-settings.ts). Returns the module's path under the output folder.
 */
export async function buildPaintFirstGate(root: string, outDir: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      modulePreload: false,
      rolldownOptions: {
        input: resolve(root, ENTRY),
        output: { entryFileNames: 'assets/paint-first-[hash].js', codeSplitting: false },
        checks: { pluginTimings: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const entry = outputs.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error(`paint-first gate: the build of ${ENTRY} produced no entry chunk`);
  return entry.fileName;
}
