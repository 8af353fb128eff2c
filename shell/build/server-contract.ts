/**
 * What the shell's server (site-server) needs from the shell, as one entry point
 * (`shell/server-contract` in package.json "exports"): where the build is, the frame's file, the
 * modules every remote page needs, the attributes a server render carries (decision 0031), and the
 * hashes its documents' before-paint script needs in the Content-Security-Policy (decision 0012).
 */
export { SPA_FALLBACK } from './prerendered-page.ts';
export { beforePaintScriptHashes } from './before-paint-script.ts';
export { readRemotePageModules } from './remote-page-modules.ts';
export {
  AFTER_PAINT_MODULES,
  REMOTE_AREA_SLOT,
  SERVER_QUERY_STATE,
  SERVER_RENDERED_URL,
  WORKS_BEFORE_APP,
} from '../src/features/remotes/server-render-markers.ts';

/** The shell's production build (`vite build` into shell/dist). */
export const SHELL_BUILD_DIR = new URL('../dist/', import.meta.url);
