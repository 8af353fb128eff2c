/**
 * The shell's run-time files (its public/ folder) as other packages may know them: through this
 * entry point (`shell/runtime-files` in package.json "exports"), never by a path into shell/public.
 * A deployment replaces them (scripts/lib/site-runtime-files.ts writes the ones for a port map).
 */

/** The committed remote list (remotes.json): which remote owns which routes, on the conventional ports. */
export const COMMITTED_REMOTE_LIST = new URL('../public/remotes.json', import.meta.url);

/** What a remote's standalone dev harness serves from the shell, so it talks to the same backend. */
export const SHELL_DEV_RUNTIME_FILES = [
  { path: '/config.json', type: 'application/json', location: new URL('../public/config.json', import.meta.url) },
  { path: '/theme-init.js', type: 'text/javascript', location: new URL('../public/theme-init.js', import.meta.url) },
] as const;
