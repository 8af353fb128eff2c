/**
 * The shell's run-time files (/config.json and /remotes.json) written into the
 * page itself, as a JSON data block (never executed, so the CSP, which allows
 * no inline script, has nothing to say about it). The site server writes it
 * into every page it sends and into the CDN-only export (decision 0031): the
 * app then starts without two more round trips (~0.6 s each on slow 4G)
 * before it can even ask for the page's remote. A page without it (an old
 * cached one, the dev server) fetches the files as before.
 */
export const INLINE_RUNTIME_FILES_ID = 'runtime-files';

export type RuntimeFileName = 'config' | 'remotes';

/** The `<script type="application/json">` element for a page's head; `<` escaped so no text can close it. */
export function inlineRuntimeFilesElement(files: { configJson: string; remotesJson: string }): string {
  const json = `{"config":${files.configJson.trim()},"remotes":${files.remotesJson.trim()}}`;
  JSON.parse(json); // a broken file fails here, on the server, not in every visitor's browser
  return `<script type="application/json" id="${INLINE_RUNTIME_FILES_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The file the page carries inline, parsed; undefined where it carries none (or outside a browser). */
export function readInlineRuntimeFile(name: RuntimeFileName): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(INLINE_RUNTIME_FILES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as Partial<Record<RuntimeFileName, unknown>>)[name];
  } catch {
    return undefined;
  }
}
