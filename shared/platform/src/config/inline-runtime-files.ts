/**
 * The shell's run-time files (/config.json and /remotes.json) written into the
 * page itself, as JSON in a `<meta>` attribute (like the server render's query
 * state: data in an attribute, never a script). The site server writes it
 * into every page it sends and into the CDN-only export (decision 0031): the
 * app then starts without two more round trips (~0.6 s each on slow 4G)
 * before it can even ask for the page's remote. A page without it (an old
 * cached one, the dev server) fetches the files as before.
 */
export const INLINE_RUNTIME_FILES_ID = 'runtime-files';

export type RuntimeFileName = 'config' | 'remotes';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<meta>` element for a page's head, the JSON escaped for its attribute. */
export function inlineRuntimeFilesElement(files: { configJson: string; remotesJson: string }): string {
  // Parsed and re-serialized: a broken file fails here, on the server, not in every visitor's browser.
  const json = JSON.stringify({ config: JSON.parse(files.configJson) as unknown, remotes: JSON.parse(files.remotesJson) as unknown });
  return `<meta name="${INLINE_RUNTIME_FILES_ID}" content="${escapeAttribute(json)}">`;
}

/** The file the page carries inline, parsed; undefined where it carries none (or outside a browser). */
export function readInlineRuntimeFile(name: RuntimeFileName): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.querySelector<HTMLMetaElement>(`meta[name="${INLINE_RUNTIME_FILES_ID}"]`)?.content;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as Partial<Record<RuntimeFileName, unknown>>)[name];
  } catch {
    return undefined;
  }
}
