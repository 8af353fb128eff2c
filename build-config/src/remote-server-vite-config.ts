import { basename } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SERVER_RENDER_ENTRY, SERVER_RENDER_MANIFEST } from '@shared/delivery-contract';

/**
 * Writes server/render.json, naming the hashed module, so that a server
 * that cached a module notices when the remote is redeployed.
 */
function writeServerRenderManifest(): Plugin {
  return {
    name: 'riancode:server-render-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) this.error('the server render build produced no entry module');
      this.emitFile({
        type: 'asset',
        fileName: basename(SERVER_RENDER_MANIFEST),
        source: `${JSON.stringify({ module: entry.fileName })}\n`,
      });
    },
  };
}

/** Style sheets are the browser build's business: the server render needs none of them. */
function skipStyleSheets(): Plugin {
  return {
    name: 'riancode:server-render-skips-css',
    enforce: 'pre',
    load: (id) => (id.endsWith('.css') ? '' : null),
  };
}

/**
 * The second build of a remote that renders pages on the server
 * (`vite build --ssr`, decision 0031): its SERVER_RENDER_ENTRY into
 * dist/server/, one self-contained ES module (React, the router, the Supabase
 * clients and the shared package bundled in), so the server that fetches it needs
 * nothing installed but Node.
 */
export function remoteServerViteConfig(): UserConfig {
  return {
    plugins: [skipStyleSheets(), react(), writeServerRenderManifest()],
    // Everything bundled: the module is fetched over HTTP and imported from a file, with no node_modules beside it.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: SERVER_RENDER_ENTRY,
      outDir: 'dist/server',
      emptyOutDir: true,
      target: 'node26',
      minify: true,
      sourcemap: false,
      rolldownOptions: {
        // Also the input: `vite build --ssr` without a value resets build.ssr to true.
        input: SERVER_RENDER_ENTRY,
        output: { format: 'es', entryFileNames: 'render-[hash].js', codeSplitting: false },
        checks: { pluginTimings: false },
      },
    },
  };
}
