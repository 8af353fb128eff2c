import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, packageCycles, packageImports, relativeImports, sourceFiles } from './import-cycles.ts';
import { workspacePackages } from './package-boundaries.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

describe('relativeImports', () => {
  it('reads imports, type imports and re-exports, and leaves packages and lazy imports out', () => {
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export * from './c.ts';",
      "import './side-effect.ts';",
      "import { z } from 'zod';",
      "const lazy = () => import('./later.ts');",
    ].join('\n');
    expect(relativeImports(code)).toEqual(['./a.ts', '../b.ts', './c.ts', './side-effect.ts']);
  });
});

describe('importCycles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a loop of three files and ignores a file that only imports into it', () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = 1;");
    writeFileSync(join(dir, 'b.ts'), "import { c } from './c.ts';\nexport const b = 1;");
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a.ts';\nexport const c = 1;");
    writeFileSync(join(dir, 'd.ts'), "import { a } from './a.ts';");
    expect(importCycles(dir, sourceFiles(dir))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

describe('packageCycles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'package-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds two packages that import each other, and not one that only imports into them', () => {
    for (const folder of ['low', 'high', 'top']) mkdirSync(join(dir, folder, 'src'), { recursive: true });
    writeFileSync(join(dir, 'low', 'src', 'a.ts'), "import { b } from '@x/high/b';\nexport const a = 1;");
    writeFileSync(join(dir, 'high', 'src', 'b.ts'), "export const b = () => import('@x/low');");
    writeFileSync(join(dir, 'top', 'src', 'c.ts'), "import { a } from '@x/low';\nimport { z } from 'zod';");
    const packages = ['low', 'high', 'top'].map((folder) => ({ folder, name: `@x/${folder}` }));
    expect(packageCycles(dir, packages)).toEqual([['@x/high', '@x/low']]);
  });

  it('reads package imports, lazy ones and re-exports included, and leaves relative ones out', () => {
    expect(packageImports("import a from '@shared/db';\nexport * from '@shared/ui/button';\nimport './x.ts';\nimport('zod');")).toEqual([
      '@shared/db',
      '@shared/ui/button',
      'zod',
    ]);
  });
});

describe('the repository', () => {
  it('has no import cycle inside any package', () => {
    expect(importCycles(ROOT, sourceFiles(ROOT))).toEqual([]);
  });

  it('has no cycle between the workspace packages by what their files import (decision 0064; declarations: workspace-graph.test.ts)', () => {
    const packages = workspacePackages(ROOT);
    expect(packages.length).toBeGreaterThan(15);
    expect(packageCycles(ROOT, packages)).toEqual([]);
  });
});
