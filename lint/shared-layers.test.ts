import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The repository's import restrictions for `file` (eslint.config.js), applied to `code` alone. */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(join(ROOT, file))) as { rules?: Record<string, Linter.RuleEntry> };
  const rule = config.rules?.['no-restricted-imports'];
  if (!rule) return ['no no-restricted-imports rule for this file'];
  const messages = new Linter({ configType: 'flat' }).verify(
    code,
    [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-imports': rule } }],
    join(ROOT, file),
  );
  return messages.map((message) => message.message);
}

describe('the layers of the packages under shared/ (decision 0064)', () => {
  it.each([
    ['shared/db/src/probe.ts', "import { Button } from '@shared/ui/button';", '@shared/db is below @shared/ui'],
    ['shared/db/src/probe.ts', "import { getSupabase } from '@shared/platform/supabase';", '@shared/db is below @shared/platform'],
    ['shared/delivery-contract/src/probe.ts', "import { th } from '@shared/messages';", 'beside it'],
    [
      'shared/platform/src/probe.ts',
      "import { PlatformProviders } from '@shared/app-root/providers';",
      '@shared/platform is below @shared/app-root',
    ],
    ['shared/ui/src/probe.ts', "import { Markdown } from '@shared/markdown';", 'beside it'],
    ['shared/ui/src/probe.tsx', "import { renderWithProviders } from '@shared/testing';", '@shared/ui is below @shared/testing'],
    ['shared/code-runner/src/probe.ts', "import { shellThing } from 'shell/runtime-files';", 'must not depend on one (shell)'],
  ])('%s may not %s', async (file, code, reason) => {
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    [
      'shared/ui/src/probe.ts',
      "import { th } from '@shared/messages';\nimport { levelLabel } from '@shared/db/courses';\nimport { Link } from '@shared/platform/router';",
    ],
    ['shared/db/src/probe.ts', "import { z } from '@shared/zod';\nimport { th } from '@shared/messages';"],
    [
      'shared/app-root/src/probe.tsx',
      "import { Spinner } from '@shared/ui/spinner';\nimport { startPlatform } from '@shared/platform/bootstrap';",
    ],
    ['shared/ui/src/probe.test.tsx', "import { renderWithProviders } from '@shared/testing';"],
  ])('%s may import a lower layer: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
