// @ts-check
/**
 * Features meet in routes (decision 0065, as bulletproof-react has it): inside an app, a file of
 * `src/features/X` never imports a file of `src/features/Y`. The app's `src/app` composes features (a route
 * hands one feature's component to another through props or slots), and what several features need lives in
 * the app's `src/lib`, `src/components`, `src/config` or `src/testing`, or in `shared` when several apps need it.
 * Tests count too: a fixture one feature's tests share with another's lives in `src/testing`.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const FEATURE_FILE = /^(?<app>[^/]+)\/src\/features\/(?<feature>[^/]+)\//;

/** The app and feature a repository-relative path (with `/` separators) belongs to, if it is a feature's file. */
export function featureOf(path) {
  const match = FEATURE_FILE.exec(path);
  return match?.groups ? { app: match.groups.app, feature: match.groups.feature } : null;
}

/** @param {string} root @returns {import('eslint').Rule.RuleModule} */
function noCrossFeatureImports(root) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A feature does not import another feature of its app; they meet in src/app (decision 0065).' },
      messages: {
        crossFeature:
          '{{from}} imports {{to}}: features meet in routes (src/app hands one to the other by props or slots); move what both need to src/lib, src/components or src/testing (decision 0065).',
      },
      schema: [],
    },
    create(context) {
      const file = relative(root, context.filename).split(sep).join('/');
      const own = featureOf(file);
      if (!own) return {};
      /** @param {import('estree').Node | null | undefined} source */
      const check = (source) => {
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const target = relative(root, resolve(dirname(context.filename), source.value))
          .split(sep)
          .join('/');
        const other = featureOf(`${target}/`);
        if (other && other.app === own.app && other.feature !== own.feature) {
          context.report({
            node: source,
            messageId: 'crossFeature',
            data: { from: `features/${own.feature}`, to: `features/${other.feature}` },
          });
        }
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/**
 * The flat-config block for the apps' sources.
 * @param {readonly string[]} apps @param {string} root
 * @returns {import('eslint').Linter.Config}
 */
export function featureZones(apps, root) {
  return {
    files: apps.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: { features: { rules: { 'no-cross-feature-imports': noCrossFeatureImports(root) } } },
    rules: { 'features/no-cross-feature-imports': 'error' },
  };
}
