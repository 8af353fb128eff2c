/**
 * The shell's run-time remote list (its public/ folder) as other packages may know it: through this
 * entry point (`shell/runtime-files` in package.json "exports"), never by a path into shell/public.
 * A deployment replaces it (scripts/lib/site-runtime-files.ts writes the one for a port map). The page's
 * /config.json and /theme-init.js are build-config's (build-config/page-runtime-files).
 */

/** The committed remote list (remotes.json): which remote owns which routes, on the conventional ports. */
export const COMMITTED_REMOTE_LIST = new URL('../public/remotes.json', import.meta.url);
