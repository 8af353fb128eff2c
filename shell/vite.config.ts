import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { DEFAULT_PORTS } from 'build-config/app-names';
import { BROWSER_CONDITIONS } from 'build-config/browser-conditions';
import { federationShared } from 'build-config/federation-shared';
import { directImportsBetweenSharedPackages } from 'build-config/direct-shared-imports';
import { pyodideFiles } from 'build-config/pyodide-files';
import { pageRuntimeFiles } from 'build-config/page-runtime-files';
import { inlineBeforePaintScript } from './build/before-paint-script.ts';
import { monolith } from './build/monolith.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { prerenderPages } from './build/prerender.ts';
import { writeRemotePageModules } from './build/remote-page-modules.ts';
import { importUnstartedSharesDirectly } from './build/unstarted-shares.ts';
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
 * header shares with the dialog landed in the dialog's chunk and took it onto "/".
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
/*
 * What only remote pages use (form controls, dialogs, tabs, accordion, zod and the validation schemas) has no
 * group: each part is the chunk of its own share, with rolldown's common chunks beside it, and a remote page
 * is hinted the parts its code imports (its routes.json `shares`, build/remote-page-modules.ts). As one
 * `remote-kit` chunk hinted on every remote page, `/courses` and `/login` downloaded the dialog, tabs and
 * accordion they never show (~16 KB gzip, decision 0062).
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pageRuntimeFiles({ emit: true }),
    inlineBeforePaintScript(),
    preloadFonts(),
    prerenderPages(),
    pyodideFiles(),
    ...(isMonolith
      ? [monolith()]
      : [
          directImportsBetweenSharedPackages(),
          importUnstartedSharesDirectly(),
          federated,
          writeRemotePageModules(Object.keys(shared)),
          verifyMaterializedShares(),
        ]),
  ],
  resolve: { conditions: BROWSER_CONDITIONS },
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
              groups: [{ name: 'platform', test: FIRST_RENDER_SHARED }],
            },
          },
    },
  },
});
