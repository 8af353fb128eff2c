import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, relativeImports, sourceFiles } from './import-cycles.ts';

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

describe('the repository', () => {
  it('has no import cycle inside any package', () => {
    expect(importCycles(ROOT, sourceFiles(ROOT))).toEqual([]);
  });
});
