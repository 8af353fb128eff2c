// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { packageBoundaries, packagePathStrings } from './lint/package-boundaries.js';
import { featureZones } from './lint/feature-zones.js';
import { dataDialect } from './lint/data-dialect.js';

const APPS = ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-learner', 'mfe-admin'];

/**
 * Dependency direction (docs/decisions/0003-dependency-direction.md), as lint
 * errors whose message says why:
 * - an app imports only the packages under shared/ (through their exports maps), never another app;
 * - a package under shared/ imports no app, and only @shared packages of a lower layer (decision 0064);
 * - local-supabase imports only React-free packages under shared/;
 * - supabase-js, the router and RxJS subjects are reached through @shared/platform wrappers only.
 * And for every file of the repository (packageBoundaries, decision 0039): another workspace package
 * is reached only at an entry point its package.json `exports` lists, never by a path into its files.
 */
const otherApps = (self) =>
  APPS.filter((app) => app !== self).flatMap((app) => [
    {
      group: [`${app}`, `${app}/*`, `**/${app}/**`],
      message: `Apps never import each other: ${self} and ${app} meet only at run time through Module Federation.`,
    },
  ]);

const sharedInternals = {
  group: ['shared/*/src/*', '**/shared/*/src/**'],
  message: 'Import a package under shared/ through its package.json exports map (e.g. @shared/ui/button), not its internal files.',
};

/**
 * The packages under shared/ in layers (decision 0064): a package imports only packages of a lower layer, so
 * the React-free contract and data code never depend on the UI, and the UI never on the composition root.
 * Packages of one layer stay independent of each other (the code editor does not import the markdown renderer).
 */
const SHARED_LAYERS = [
  ['delivery-contract', 'messages', 'zod'],
  ['db'],
  ['platform'],
  ['ui', 'markdown', 'code-runner', 'code-editor', 'schemas'],
  ['app-root', 'testing', 'lesson-video'],
  // A remote's standalone dev harness: the composition root plus the kit's spinner and error state.
  ['dev-harness'],
];
const layerOf = (name) => SHARED_LAYERS.findIndex((layer) => layer.includes(name));

/** What a package under shared/ may not import: the apps, and @shared packages of its own layer or above. */
const sharedPackageRules = (name, { isTest }) => {
  const refused = SHARED_LAYERS.flat().filter(
    (other) => other !== name && layerOf(other) >= layerOf(name) && !(isTest && other === 'testing'),
  );
  return {
    files: isTest ? [`shared/${name}/**/*.test.{ts,tsx}`] : [`shared/${name}/**/*.{ts,tsx}`],
    ...(isTest ? {} : { ignores: ['**/*.test.{ts,tsx}'] }),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APPS.map((app) => ({
              group: [app, `${app}/*`, `**/${app}/**`],
              message: `The packages under shared/ are imported by every app and must not depend on one (${app}).`,
            })),
            ...refused.map((other) => ({
              group: [`@shared/${other}`, `@shared/${other}/*`],
              message: `@shared/${name} is below @shared/${other} or beside it (decision 0064): a lower layer never imports a higher one, nor a package of its own layer.`,
            })),
          ],
        },
      ],
    },
  };
};

const directSupabase = {
  name: '@supabase/supabase-js',
  importNames: ['createClient'],
  message: 'There is exactly one Supabase client: use getSupabase() from @shared/platform/supabase.',
};

const directRouter = {
  name: 'react-router-dom',
  message: 'The router is one singleton for every app: import it from @shared/platform/router (decision 0018).',
};

const directZod = {
  name: 'zod',
  message: 'zod is one shared copy for every app: import { z } from @shared/zod (decision 0031).',
};

const appRules = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [directSupabase, directRouter, directZod], patterns: [...otherApps(app), sharedInternals] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/__mf__temp/**',
      '**/.__mf__temp/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/public/**',
      // Served as they are (the before-paint script is inlined with its CSP hash): plain ES5, like public/.
      'build-config/page-files/**',
      '**/*.tmp.*',
      '**/*.tmp/**',
      // Scratch scripts (.gitignore): not the repository's code.
      'scripts/tmp/**',
      // Deno's module cache for the Edge Functions (local-supabase postinstall): downloaded packages.
      '**/.deno-cache/**',
      // Edge Functions are Deno code (Deno globals, npm: imports): `deno check` types them (decision 0050).
      'supabase/functions/**',
      'local-supabase/test/edge-functions/functions/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  packageBoundaries(),
  ...packagePathStrings(),
  ...APPS.map(appRules),
  ...SHARED_LAYERS.flat().flatMap((name) => [sharedPackageRules(name, { isTest: false }), sharedPackageRules(name, { isTest: true })]),
  // Features meet in routes: no feature imports another of its app (decision 0065).
  featureZones(APPS, import.meta.dirname),
  // The one data dialect (decision 0063). Not over local-supabase's own tests nor the e2e specs that send wrong input
  // on purpose (quality/: security, resilience): they speak the wire protocol, not the app's dialect. Nor over the
  // backend's environment (local-supabase/src/config.ts): variables are text by definition, and it coerces ports and
  // timeouts, not money or ids. Nor over scripts/ (start, build, bench): tooling that drives the backend over the wire.
  ...dataDialect({
    files: ['**/*.{ts,tsx}'],
    ignores: ['local-supabase/test/**', 'e2e/tests/quality/**', 'local-supabase/src/config.ts', 'scripts/**'],
    testFiles: ['**/*.test.{ts,tsx}', 'e2e/**', '**/testing/**'],
  }),
  {
    // Prettier wraps code at printWidth (140); what it cannot wrap past 160 is a line to split by hand. Strings, template
    // literals, URLs, regular expressions and comments are left to the reader (Prettier never breaks them).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-len': [
        'error',
        {
          code: 160,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
          ignoreComments: true,
        },
      ],
    },
  },
  {
    files: ['local-supabase/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APPS.map((app) => ({ group: [app, `${app}/*`, `**/${app}/**`], message: 'The backend never imports a frontend app.' })),
            {
              group: [
                '@shared/ui',
                '@shared/ui/*',
                '@shared/app-root/*',
                '@shared/dev-harness',
                '@shared/lesson-video',
                '@shared/testing',
                '@shared/testing/*',
                '@shared/markdown',
                '@shared/code-editor',
                '@shared/platform/auth/react',
                'react',
                'react-dom',
              ],
              message: 'local-supabase may use only the React-free packages under shared/ (delivery-contract, messages, db, validation).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and tooling may reach for test-only APIs.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'local-supabase/test/**/*.ts', 'scripts/**/*.ts', '**/vite.config.ts', '*.config.{ts,js}'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      // Tests drive supabase-js without generated database types, so its clients are any-typed by design.
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Generated by `npm run db:types` in supabase's own layout: its helper types union `keyof` of an empty Enums map
    // (which is never) by design.
    files: ['shared/db/src/database.types.ts'],
    rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  // A CommonJS file (the lint's module resolver, loaded by require) imports with require.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
