// @ts-check
/**
 * Features meet in routes (decision 0065, as bulletproof-react has it): inside an app, a file of
 * `src/features/X` never imports a file of `src/features/Y`. The app's `src/app` composes features (a route
 * hands one feature's component to another through props or slots), and what several features need lives in
 * the app's `src/lib`, `src/components`, `src/config` or `src/testing`, or in `shared` when several apps need it.
 * Tests count too: a fixture one feature's tests share with another's lives in `src/testing`, and a test's
 * `vi.mock('…')` of another feature's file is an import by another name. What several features share (`src/lib`,
 * `src/components`, `src/config`, `src/testing`) imports no feature either: shared code that reaches into one
 * feature ties every feature that uses it to that one, unseen.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const FEATURE_FILE = /^(?<app>[^/]+)\/src\/features\/(?<feature>[^/]+)\//;
const SHARED_FILE = /^(?<app>[^/]+)\/src\/(?<folder>lib|components|config|testing)\//;

/**
 * The app and feature a repository-relative path (with `/` separators) belongs to, if it is a feature's file.
 * @param {string} path
 * @returns {{ app: string, feature: string } | null}
 */
export function featureOf(path) {
  const match = FEATURE_FILE.exec(path);
  const app = match?.groups?.app;
  const feature = match?.groups?.feature;
  return app && feature ? { app, feature } : null;
}

/**
 * Where a file sits, for this rule: a feature of an app, a folder an app's features share, or neither.
 * @param {string} path repository-relative, `/` separators
 * @returns {{ app: string, feature: string | null, zone: string } | null}
 */
function zoneOf(path) {
  const feature = featureOf(path);
  if (feature) return { ...feature, zone: `features/${feature.feature}` };
  const shared = SHARED_FILE.exec(path)?.groups;
  return shared?.app && shared.folder ? { app: shared.app, feature: null, zone: `src/${shared.folder}` } : null;
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
        sharedIntoFeature:
          '{{from}} imports {{to}}: what the features share never depends on one feature; move the piece it needs out of the feature (to {{from}}) (decision 0065).',
      },
      schema: [],
    },
    create(context) {
      const file = relative(root, context.filename).split(sep).join('/');
      const own = zoneOf(file);
      if (!own) return {};
      /** @param {import('estree').Node | null | undefined} source */
      const check = (source) => {
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const target = relative(root, resolve(dirname(context.filename), source.value))
          .split(sep)
          .join('/');
        const other = featureOf(`${target}/`);
        if (!other || other.app !== own.app || other.feature === own.feature) return;
        context.report({
          node: source,
          messageId: own.feature ? 'crossFeature' : 'sharedIntoFeature',
          data: { from: own.zone, to: `features/${other.feature}` },
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        // vi.mock('../../x/api/y.ts') and vi.doMock(…): a test standing in for another feature's file depends on it.
        CallExpression: (node) => {
          const callee = node.callee;
          const isMock =
            callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'vi' &&
            callee.property.type === 'Identifier' &&
            (callee.property.name === 'mock' || callee.property.name === 'doMock');
          const [first] = node.arguments;
          if (isMock && first?.type === 'Literal') check(first);
        },
      };
    },
  };
}

/**
 * The flat-config block for the apps' features and the folders they share.
 * @param {readonly string[]} apps @param {string} root
 * @returns {import('eslint').Linter.Config}
 */
export function featureZones(apps, root) {
  return {
    files: apps.flatMap((app) => ['features', 'lib', 'components', 'config', 'testing'].map((zone) => `${app}/src/${zone}/**/*.{ts,tsx}`)),
    plugins: { features: { rules: { 'no-cross-feature-imports': noCrossFeatureImports(root) } } },
    rules: { 'features/no-cross-feature-imports': 'error' },
  };
}
