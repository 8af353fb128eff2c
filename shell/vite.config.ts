import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { DEFAULT_PORTS } from 'build-config/app-names';
import { federationShared } from 'build-config/federation-shared';
import { directImportsBetweenSharedPackages } from 'build-config/direct-shared-imports';
import { pyodideFiles } from 'build-config/pyodide-files';
import { inlineBeforePaintScript } from './build/before-paint-script.ts';
import { monolith } from './build/monolith.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { prerenderPages } from './build/prerender.ts';
import { REMOTE_KIT_CHUNK, writeRemotePageModules } from './build/remote-page-modules.ts';
import { verifyMaterializedShares } from './build/verify-materialized-shares.ts';

/** MONOLITH=1: the benchmark-only variant with the remotes bundled in (build/monolith.ts). */
const isMonolith = process.env.MONOLITH === '1';

/**
 * The host. It is built with NO remotes: it reads /remotes.json at run time
 * and registers what it finds, so a remote can move or be redeployed without
 * rebuilding the shell.
 */
const shared = federationShared({ provide: true });
const federated: PluginOption = federation({
  name: 'shell',
  remotes: {},
  shared,
  // A remote that is slow must never hold the shell's own render hostage.
  shareStrategy: 'loaded-first',
  manifest: true,
  dts: false,
  experiments: { provideExternalRuntime: true },
});

/**
 * The @shared/* modules every page renders with, in one chunk instead of ~25
 * (each @shared/* entry is its own federation module). Under HTTP/1.1's six
 * connections per origin each extra request is another round trip before the
 * first render. The header's icons belong here too: left alone, the icon the
 * header shares with the dialog landed in `remote-kit` and took it onto "/".
 * So do `@shared/platform/seo/page-head` and `@shared/platform/visitor-key`: a remote's page asks
 * the share scope for them as it starts, and as chunks of their own (~1 KB
 * each) they were two more round trips between a visitor's first press and
 * the live page. Not the auth client (`supabase/site-client`, `supabase/init-site-client`): a visitor's page
 * loads it only when a sign-in form asks for it (decision 0062), and grouped here it would come with every page.
 * Not the video player's own icons (keyboard, video-off, rotate-ccw-clock = History): only a page with a video
 * loads `@shared/ui/video-player`, and they go with it.
 */
const FIRST_RENDER_SHARED =
  /[\\/]shared[\\/](?:platform[\\/]src[\\/](auth|bootstrap|config|query|routing|supabase(?![\\/](?:init-)?site-client)|toast|seo[\\/]page-head|visitor[\\/]visitor-key)|messages[\\/]src|db[\\/]src[\\/]rest|app-root[\\/]src[\\/]platform-providers|ui[\\/]src[\\/](avatar|badge|button|card|cn|empty-state|error-state|not-found|portal-container|skeleton|spinner))[\\/.]|[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/](?:keyboard|video-off|rotate-ccw-clock)\.)/;
/**
 * What remote pages need from the shell and "/" does not (form controls,
 * dialogs, tabs, the site's zod and its schemas): one chunk, which the
 * shell's server hints on every remote page (build/remote-page-modules.ts).
 */
const REMOTE_KIT =
  /[\\/]shared[\\/](?:ui[\\/]src[\\/](accordion|dialog|form-field|input|label|progress|select|tabs|textarea)\.tsx|platform[\\/]src[\\/]validation[\\/].*\.ts|zod[\\/]src[\\/].*\.ts)$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineBeforePaintScript(),
    preloadFonts(),
    prerenderPages(),
    pyodideFiles(),
    ...(isMonolith
      ? [monolith()]
      : [directImportsBetweenSharedPackages(), federated, writeRemotePageModules(Object.keys(shared)), verifyMaterializedShares()]),
  ],
  server: { port: DEFAULT_PORTS.shell, strictPort: true },
  preview: { port: DEFAULT_PORTS.shell, strictPort: true },
  // pluginTimings: rolldown's per-plugin timing report is noise in `npm start`'s output.
  build: {
    target: 'es2022',
    sourcemap: true,
    // One chunk is large on purpose: zxcvbn-ts with its dictionaries (~1.7 MB, the same the server judges
    // passwords by), fetched only when someone types a new password. Every other chunk stays far below.
    chunkSizeWarningLimit: 2000,
    outDir: isMonolith ? 'dist-monolith' : 'dist',
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: isMonolith
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'platform', test: FIRST_RENDER_SHARED },
                { name: REMOTE_KIT_CHUNK, test: REMOTE_KIT },
              ],
            },
          },
    },
  },
});
