import { parseRemoteList } from '@shared/platform/federation/remote-list';

/**
 * The Content-Security-Policy headers the static server sends
 * (docs/decisions/0012-content-security-policy.md). No 'unsafe-inline' and no
 * 'unsafe-eval' for scripts: the shell's one inline script (what runs before
 * the first paint) is allowed by its hash, so an injected one cannot run. Styles keep 'unsafe-inline' because React style attributes
 * and the UI libraries' injected <style> tags need it (CSS cannot run script).
 *
 * The shell's policy is computed from the shell's own run-time files: remote
 * origins from the `entry` URLs of /remotes.json, the backend from /config.json.
 * A remote moved by editing remotes.json is therefore allowed by the same edit.
 */
function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * The origins of the remotes listed in a remotes.json text, in list order
 * without duplicates. The list is read with the shell's own schema
 * (@shared/platform/federation/remote-list), so anything the shell would refuse, such as
 * an entry that is not an absolute http(s) URL, throws here too: a policy that
 * silently left a remote out would break the site in a way no one sees at once.
 */
export function remoteOriginsOf(remotesJsonText: string): string[] {
  let remotes;
  try {
    remotes = parseRemoteList(JSON.parse(remotesJsonText));
  } catch (error) {
    throw new Error(`remotes.json is not a valid remote list: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return [...new Set(remotes.map(({ entry }) => new URL(entry).origin))];
}

/** The backend origin of a config.json text (`{ supabaseUrl }`). */
export function backendOriginOf(configJsonText: string): string {
  const { supabaseUrl } = JSON.parse(configJsonText) as { supabaseUrl?: unknown };
  if (typeof supabaseUrl !== 'string' || !URL.canParse(supabaseUrl)) throw new Error('config.json: supabaseUrl is not a URL');
  return new URL(supabaseUrl).origin;
}

/**
 * The card vault's origin from config.json's `omiseVaultUrl` (decision 0052: the checkout posts the
 * card there, never to us), or none. Locally the simulator is the backend itself.
 */
export function gatewayVaultOriginsOf(configJsonText: string): string[] {
  const { omiseVaultUrl } = JSON.parse(configJsonText) as { omiseVaultUrl?: unknown };
  return typeof omiseVaultUrl === 'string' && URL.canParse(omiseVaultUrl) ? [new URL(omiseVaultUrl).origin] : [];
}

/**
 * The directives both kinds of page share; `remotes` are the origins a page
 * may load federated code, styles, fonts and images from (none for a remote's
 * own page).
 */
function sitePolicy(backend: string, remotes: string[], scriptHashes: readonly string[] = [], vault: string[] = []): string {
  return policy({
    'default-src': ["'self'"],
    // Module federation loads remotes with native import() (never eval / new Function).
    'script-src': ["'self'", ...scriptHashes, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Course covers, avatars (OAuth providers) and article covers may be any https image; the backend's
    // Storage serves uploaded ones (http on a local backend, so it is named).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', backend, ...remotes],
    'font-src': ["'self'", ...remotes],
    // mf-manifest.json is fetched; the backend serves the REST/auth API; the gateway's vault tokenizes cards.
    'connect-src': ["'self'", backend, ...remotes, ...vault],
    // Code exercises run in Web Workers the shell's build holds (@shared/code-runner, decision 0034):
    // same origin only, never a remote's or a blob. The worker scripts are served without this
    // document policy, which is what lets them evaluate learner code and compile Pyodide's wasm.
    'worker-src': ["'self'"],
    // Lesson videos: the shell's sample clip, a hosted https file an admin links, or one in the backend's Storage.
    'media-src': ["'self'", 'https:', backend],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", backend],
  });
}

/**
 * The shell's pages: its own files, the remotes' code/styles/fonts/images, and the Supabase API.
 * `scriptHashes` are the `'sha256-…'` sources of the inline script the shell's own documents carry
 * (shell/server-contract's beforePaintScriptHashes), never of anything a remote rendered.
 */
export function shellPolicy(runtime: { remotesJson: string; configJson: string }, scriptHashes: readonly string[] = []): string {
  return sitePolicy(
    backendOriginOf(runtime.configJson),
    remoteOriginsOf(runtime.remotesJson),
    scriptHashes,
    gatewayVaultOriginsOf(runtime.configJson),
  );
}

/**
 * A remote's server: the shell imports its code, styles and manifest (CSP does
 * not govern those responses, the shell's page does), so this only covers a
 * document opened on the remote's own origin (its index.html): same origin only.
 */
export function remotePolicy(runtime: { configJson: string }): string {
  return sitePolicy(backendOriginOf(runtime.configJson), [], [], gatewayVaultOriginsOf(runtime.configJson));
}
