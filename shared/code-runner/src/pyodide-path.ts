/**
 * Where the site serves Pyodide: copied from the `pyodide` npm package into the shell's build at
 * `/assets/pyodide-<version>/` (build-config/src/pyodide-files.ts), never from a CDN. Under
 * /assets/ the static server caches it for a year, and the version in the path makes a new
 * Pyodide a new address.
 */
export function pyodidePath(version: string): string {
  return `/assets/pyodide-${version}/`;
}
