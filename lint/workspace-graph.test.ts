import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationCycles, packageOf, undeclaredImports, workspaces } from './workspace-graph.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Being made honest on another branch (issue 28): @shared/messages' Thai money words import the payment-method
 * table of `supabase` (the Edge Functions' package). Remove the entry once that branch is merged.
 */
function fakeRepo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'workspace-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('packageOf', () => {
  it.each([
    ['@shared/ui/button', '@shared/ui'],
    ['react-dom/client', 'react-dom'],
    ['zod', 'zod'],
    ['node:fs', null],
    ['fs/promises', null],
    ['npm:zod@4', null],
  ])('%s → %s', (specifier, name) => expect(packageOf(specifier)).toBe(name));
});

describe('a fake workspace', () => {
  const dir = fakeRepo({
    'package.json': JSON.stringify({ workspaces: ['app', 'kit', 'tools'] }),
    'app/package.json': JSON.stringify({ name: 'app', dependencies: { kit: '1.0.0', react: '19.3.1' } }),
    'app/src/main.ts': "import { Button } from 'kit/button';\nimport { z } from 'zod';\nimport { readFileSync } from 'node:fs';",
    'app/src/main.test.ts': "import { it } from 'vitest';",
    'app/src/notes.ts': "/** e.g. `import { x } from 'lodash'` */\nexport const notes = 1;",
    'kit/package.json': JSON.stringify({ name: 'kit', devDependencies: { tools: '1.0.0' } }),
    'kit/src/button.ts': "import React from 'react';",
    'tools/package.json': JSON.stringify({ name: 'tools', dependencies: { app: '1.0.0' } }),
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a loop of declarations, devDependencies included', () => {
    expect(declarationCycles(workspaces(dir))).toEqual([['app', 'kit', 'tools']]);
  });

  it("finds what a package's sources import without declaring, and not what its tests or comments name", () => {
    expect(undeclaredImports(dir, workspaces(dir))).toEqual({ app: ['zod (app/src/main.ts)'], kit: ['react (kit/src/button.ts)'] });
  });
});

describe('the repository', () => {
  const list = workspaces(ROOT);

  it("has no loop in the workspace packages' dependencies and devDependencies", () => {
    expect(list.length).toBeGreaterThan(15);
    expect(declarationCycles(list)).toEqual([]);
  });

  it('declares in each package.json every package its src imports', () => {
    expect(undeclaredImports(ROOT, list)).toEqual({});
  });
});
