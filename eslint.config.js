// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { packageBoundaries, packagePathStrings } from './lint/package-boundaries.js';
import { featureZones } from './lint/feature-zones.js';

const APPS = ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-learner', 'mfe-admin'];

/**
 * Dependency direction (docs/decisions/0003-dependency-direction.md), as lint
 * errors whose message says why:
 * - an app imports only `shared` (through its exports map), never another app;
 * - `shared` imports no app;
 * - local-supabase imports only React-free parts of `shared`;
 * - supabase-js, the router and RxJS subjects are reached through `shared` wrappers only.
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
  group: ['shared/src/*', '**/shared/src/**'],
  message: 'Import shared through its package.json exports map (e.g. shared/ui/button), not its internal files.',
};

const directSupabase = {
  name: '@supabase/supabase-js',
  importNames: ['createClient'],
  message: 'There is exactly one Supabase client: use getSupabase() from shared/supabase.',
};

const directRouter = {
  name: 'react-router-dom',
  message: 'The router is one singleton for every app: import it from shared/router (decision 0018).',
};

const directZod = {
  name: 'zod',
  message: 'zod is one shared copy for every app: import { z } from shared/zod (decision 0031).',
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
      '**/*.tmp.*',
      '**/*.tmp/**',
      '**/.h1tmp/**',
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
  // Features meet in routes: no feature imports another of its app (decision 0065).
  featureZones(APPS, import.meta.dirname),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: APPS.map((app) => ({
            group: [app, `${app}/*`, `**/${app}/**`],
            message: `shared is imported by every app and must not depend on one (${app}).`,
          })),
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
              group: ['shared/ui/*', 'shared/auth/react', 'shared/providers', 'shared/dev-harness', 'shared/testing', 'react', 'react-dom'],
              message: 'local-supabase may use only the React-free parts of shared (validation, messages).',
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
    files: ['shared/src/db/database.types.ts'],
    rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  // A CommonJS file (the lint's module resolver, loaded by require) imports with require.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
