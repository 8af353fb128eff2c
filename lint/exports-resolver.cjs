// @ts-check
/**
 * The module resolver of the package-boundaries lint (eslint-plugin-boundaries, import/resolver
 * interface v2): Node's own resolution, so a package is reached exactly as its package.json
 * `exports` map allows, and a workspace package (a symlink in node_modules) resolves to its real
 * folder, where the lint knows which package owns the file. Bundler-only specifiers (`?raw`,
 * `virtual:`) stay unresolved, which the lint ignores.
 */
const { createRequire, isBuiltin } = require('node:module');
const { realpathSync } = require('node:fs');

exports.interfaceVersion = 2;

/** @param {string} source @param {string} file */
exports.resolve = (source, file) => {
  if (isBuiltin(source)) return { found: true, path: null };
  try {
    return { found: true, path: realpathSync(createRequire(file).resolve(source)) };
  } catch {
    return { found: false };
  }
};
