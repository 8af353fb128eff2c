/**
 * The one table of Content-Type by file extension for what the site serves as files: site-server's static
 * build, bench:web's stand-in CDN and the Pyodide files in dev. WebAssembly compiles while streaming only
 * with its own type (Pyodide, decision 0034); text types carry their charset so Thai never reads as Latin-1.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The Content-Type for a file extension ('.css'), or `fallback` for one the site does not serve on purpose. */
export function contentTypeFor(extension: string, fallback = 'application/octet-stream'): string {
  return CONTENT_TYPES[extension.toLowerCase()] ?? fallback;
}
