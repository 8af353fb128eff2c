import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { packageBoundaries, packagePathStrings } from './package-boundaries.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Only the boundaries rule (plus a parser for TypeScript), over a source text placed at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, packageBoundaries(), ...packagePathStrings()],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('the package-boundaries lint (decision 0039)', () => {
  it.each([
    ['e2e/fixtures/probe.ts', "import { loadConfig } from '../../local-supabase/src/config.ts';", 'local-supabase/src/config.ts'],
    [
      'site-server/src/pages/probe.ts',
      "import { SPA_FALLBACK } from '../../../shell/build/prerendered-page.ts';",
      'shell/build/prerendered-page.ts',
    ],
    ['mfe-auth/vite.config.ts', "import { DEFAULT_PORTS } from '../build-config/src/app-names.ts';", 'build-config/src/app-names.ts'],
    [
      'scripts/lib/probe.ts',
      "export { REMOTE_NAMES } from '../../shared/platform/src/federation/names.ts';",
      '@shared/platform/src/federation/names.ts',
    ],
    [
      'site-server/src/probe.ts',
      "import { adoptServerRenderedArea } from 'shell/src/features/remotes/server-rendered-area.ts';",
      'shell/src/features/remotes/server-rendered-area.ts',
    ],
    [
      'shell/build/probe.ts',
      "const names = await import('../../shared/platform/src/federation/names.ts');",
      '@shared/platform/src/federation/names.ts',
    ],
    // Packages under shared/ meet each other through their entry points too (decision 0064).
    ['shared/ui/src/probe.ts', "import { th } from '../../messages/src/th.ts';", '@shared/messages/src/th.ts'],
    ['shared/app-root/src/probe.ts', "import { getRestClient } from '@shared/db/src/rest/rest.ts';", '@shared/db/src/rest/rest.ts'],
  ])('%s may not reach into another package by path: %s', async (file, code, target) => {
    const errors = (await boundaryErrors(file, code)).filter((error) => error.startsWith('boundaries/'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('boundaries/dependencies');
    expect(errors[0]).toMatch(new RegExp(`reaches into ${target}:|"${target}" is not an entry point`));
  });

  it.each([
    ['e2e/fixtures/probe.ts', "import { loadConfig } from 'local-supabase/config';"],
    ['site-server/src/pages/probe.ts', "import { SPA_FALLBACK } from 'shell/server-contract';"],
    ['mfe-auth/vite.config.ts', "import { DEFAULT_PORTS } from 'build-config/app-names';"],
    ['shell/build/probe.ts', "import { prerenderedPage } from './prerendered-page.ts';"],
    ['shell/src/probe.ts', "import { prerenderedPage } from '../build/prerendered-page.ts';"],
    ['shared/ui/src/probe.ts', "import { th } from '@shared/messages';\nimport { cn } from './cn.ts';"],
    ['mfe-auth/src/probe.ts', "import { Button } from '@shared/ui/button';\nimport { getRestClient } from '@shared/db/rest';"],
    [
      'shell/build/probe.ts',
      "import { readFile } from 'node:fs/promises';\nimport { useState } from 'react';\nimport { federation } from '@module-federation/vite';",
    ],
  ])('%s may import an exported entry point or its own files: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['shared/platform/src/probe.ts', "const list = new URL('../../../../shell/public/remotes.json', import.meta.url);"],
    ['shell/build/probe.ts', "const theme = join(ROOT, 'shared/ui/src/styles/theme.css');"],
    ['scripts/lib/probe.ts', "const list = join(ROOT, 'shell/public/remotes.json');"],
    ['site-server/src/probe.ts', 'const file = `${root}/local-supabase/src/server.ts`;'],
  ])('%s may not name a path into another package’s folders: %s', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('no-restricted-syntax: A path into another package');
  });

  it('lets a package name paths into its own folders', async () => {
    expect(
      await boundaryErrors(
        'shell/build/probe.ts',
        "const list = new URL('../public/remotes.json', import.meta.url); const id = '/shell/src/index.css';",
      ),
    ).toEqual([]);
  });

  it.each([
    'e2e/fixtures/site.ts',
    'scripts/start.ts',
    'scripts/lib/build-apps.ts',
    'mfe-catalog/vite.config.ts',
    'shell/vite.config.ts',
    'shell/build/prerender.ts',
    'site-server/src/app.ts',
    'local-supabase/test/harness.ts',
    'docs/check.ts',
    'docs/references.ts',
    'e2e/playwright.config.ts',
    'vitest.config.ts',
    'eslint.config.js',
  ])('applies to %s in the repository’s eslint.config.js', async (file) => {
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(join(ROOT, file))) as { rules?: Record<string, unknown> };
    expect(config.rules?.['boundaries/dependencies']).toEqual([2, expect.objectContaining({ default: 'disallow' })]);
    if (file.includes('/')) expect(config.rules?.['no-restricted-syntax']).toEqual(expect.arrayContaining([2]));
  });
});
