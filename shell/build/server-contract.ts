/**
 * What the shell's server (site-server) needs from the shell, as one entry point
 * (`shell/server-contract` in package.json "exports"): where the build is, the frame's file, the
 * modules every remote page needs, and the hashes its documents' before-paint script needs in the
 * Content-Security-Policy (decision 0012). The attributes a page and its server agree on are not
 * the shell's: they are `@shared/delivery-contract`.
 */
export { SPA_FALLBACK } from './prerendered-page.ts';
export { beforePaintScriptHashes } from './before-paint-script.ts';
export { readRemotePageModules } from './remote-page-modules.ts';

/** The shell's production build (`vite build` into shell/dist). */
export const SHELL_BUILD_DIR = new URL('../dist/', import.meta.url);
