import type { Plugin } from 'vite';

/**
 * Works around a race in @module-federation/vite 1.23. For a share with
 * `import: false` the plugin narrows the wrapper's named exports to the ones
 * it saw imported while parsing the remote, and it decides that parsing is
 * over when no module started loading for 10 ms. On a cold first build (a
 * fresh clone in CI) that gap happens while lucide-react's modules are still
 * being resolved, so `createContext` and `forwardRef` are missing from the
 * `react` wrapper and the build fails with MISSING_EXPORT. A second build
 * succeeds, which is why it hid until a clean-clone CI run.
 *
 * A dynamic import of a share makes the plugin keep all its exports. These sit
 * in a branch that is never taken (the bundler drops it), in the exposed
 * module, which the plugin parses first. Only the packages third-party code
 * imports are listed: those are the ones parsed late; our own imports of the
 * other shares are read early and a miss would fail the build loudly.
 */
const IMPORTED_BY_THIRD_PARTY_CODE = ['react', 'react-dom', 'react/jsx-runtime'];

export function keepFullShareSurface(exposedFile: string): Plugin {
  return {
    name: 'riancode:keep-full-share-surface',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(exposedFile)) return null;
      const imports = IMPORTED_BY_THIRD_PARTY_CODE.map((pkg) => `void import(${JSON.stringify(pkg)});`).join(' ');
      return { code: `${code}\nif (false) { ${imports} }\n`, map: null };
    },
  };
}
