import { version } from 'pyodide/package.json';
import { pyodidePath } from './pyodide-path.ts';

/** Where this build's Python runner finds Pyodide on the site's own origin. */
export const PYODIDE_PATH = pyodidePath(version);
