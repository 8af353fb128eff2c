// @ts-check
/**
 * Packages meet only through their public entry points (decision 0039): a file may import another
 * workspace package only at a file that package lists in its package.json `exports`, whether the
 * import is by package name or by relative path, from any file of the repository (sources, tests,
 * scripts, e2e, build configs). The element of every file is the package folder it sits in (a top-level
 * folder, or one under shared/), and the element's type is that package's name.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RESOLVER = fileURLToPath(new URL('./exports-resolver.cjs', import.meta.url));

/** @param {unknown} target @returns {string[]} every file an `exports` value points at */
function exportTargets(target) {
  if (typeof target === 'string') return [target.replace(/^\.\//, '').replace(/\*/g, '**')];
  if (target && typeof target === 'object') return Object.values(target).flatMap(exportTargets);
  return [];
}

/** @param {string} root @param {string} folder @returns {{ folder: string; name: string; entryFiles: string[] }} */
function packageAt(root, folder) {
  /** @type {{ name?: string; exports?: unknown }} */
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  return { folder, name: manifest.name ?? folder, entryFiles: exportTargets(manifest.exports ?? {}) };
}

/** @param {string} dir @returns {string[]} its sub-folders (no hidden ones, no node_modules) */
const subFolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);

/**
 * Every top-level folder with a package.json, and the files its `exports` map names. `scripts/`
 * is one too: e2e reuses its helpers through the entry points it declares. A top-level folder
 * without one groups packages one level down (`shared/ui/`, `shared/db/`, …: decision 0064).
 * @returns {{ folder: string; name: string; entryFiles: string[] }[]}
 */
export function workspacePackages(root = ROOT) {
  return subFolders(root).flatMap((top) => {
    if (existsSync(join(root, top, 'package.json'))) return [packageAt(root, top)];
    return subFolders(join(root, top))
      .filter((inner) => existsSync(join(root, top, inner, 'package.json')))
      .map((inner) => packageAt(root, `${top}/${inner}`));
  });
}

/** The folders of a package that are its own business: sources, build code, static files, tests. */
const INTERNAL_FOLDERS = ['src', 'build', 'public', 'test', 'lib'];

/**
 * Per package, a file path written as a string that points into another package's internal
 * folders (`new URL('../../shell/public/remotes.json', import.meta.url)`, `join(ROOT,
 * 'shell/public/…')`): a read the import rule cannot see, refused the same way.
 * @returns {import('eslint').Linter.Config[]}
 */
export function packagePathStrings(root = ROOT) {
  const packages = workspacePackages(root);
  return packages.map(({ folder }) => {
    const others = packages.map((p) => p.folder).filter((other) => other !== folder);
    // A nested package's folder (`shared/ui`) has a slash, escaped inside the selector's regular expression.
    const folders = others.map((other) => other.replaceAll('/', '\\/'));
    const pattern = `/(^|\\/)(${folders.join('|')})\\/(${INTERNAL_FOLDERS.join('|')})\\//`;
    const message = `A path into another package's ${INTERNAL_FOLDERS.join('/, ')}/ folders: read it through an entry point that package's package.json "exports" lists (decision 0039).`;
    return {
      files: [`${folder}/**/*.{ts,tsx,js,mjs,cjs}`],
      rules: {
        'no-restricted-syntax': [
          /** @type {const} */ ('error'),
          { selector: `Literal[value=${pattern}]`, message },
          { selector: `TemplateElement[value.raw=${pattern}]`, message },
        ],
      },
    };
  });
}

/**
 * The flat-config block: settings (elements, resolver) and the one rule.
 * @returns {import('eslint').Linter.Config}
 */
export function packageBoundaries(root = ROOT) {
  const packages = workspacePackages(root);
  return {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': [
        ...packages.map(({ folder, name }) => ({ type: name, pattern: folder, partialMatch: false })),
        // The repository's own config files (eslint.config.js, vitest.config.ts, …).
        { type: 'repository-root', pattern: '*', partialMatch: false },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'import/resolver': { [RESOLVER]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        /** @type {const} */ ('error'),
        {
          default: 'disallow',
          message:
            '"{{dependency.source}}" reaches into {{to.element.type}}/{{to.element.fileInternalPath}}: import the {{to.element.type}} package by its name, at an entry point its package.json "exports" lists (decision 0039), or add one there.',
          // Allowed: by the package's name (never a relative path out of one's own package), and
          // only at a file its exports map names.
          checkAllOrigins: true,
          policies: [
            // Installed libraries and Node's own modules are not this lint's business.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            ...packages.map(({ name, entryFiles }) => ({
              allow: {
                dependency: { source: [name, `${name}/**`] },
                to: { element: { type: name, fileInternalPath: entryFiles.length ? entryFiles : '!**' } },
              },
            })),
            // A workspace package's name with a path its exports map does not list resolves to nothing.
            {
              disallow: { to: { module: { origin: 'external', source: packages.map(({ name }) => name) } } },
              message:
                '"{{dependency.source}}" is not an entry point of that package: import only what its package.json "exports" lists (decision 0039), or add one there.',
            },
          ],
        },
      ],
    },
  };
}
