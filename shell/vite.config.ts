import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { DEFAULT_PORTS, federationShared } from '../shared/src/federation/shared-config.ts';
import { monolith } from './build/monolith.ts';
import { preloadFonts } from './build/preload-fonts.ts';

/** MONOLITH=1: the benchmark-only variant with the remotes bundled in (build/monolith.ts). */
const isMonolith = process.env.MONOLITH === '1';

/**
 * The host. It is built with NO remotes: it reads /remotes.json at run time
 * and registers what it finds, so a remote can move or be redeployed without
 * rebuilding the shell.
 */
const federated: PluginOption = federation({
  name: 'shell',
  remotes: {},
  shared: federationShared({ provide: true }),
  // A remote that is slow must never hold the shell's own render hostage.
  shareStrategy: 'loaded-first',
  manifest: true,
  dts: false,
  experiments: { provideExternalRuntime: true },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts(), isMonolith ? monolith() : federated],
  server: { port: DEFAULT_PORTS.shell, strictPort: true },
  preview: { port: DEFAULT_PORTS.shell, strictPort: true },
  // pluginTimings: rolldown's per-plugin timing report is noise in `npm start`'s output.
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: isMonolith ? 'dist-monolith' : 'dist',
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
