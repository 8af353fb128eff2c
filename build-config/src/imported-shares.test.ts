import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedImportsOf } from './imported-shares.ts';
import { federationShared } from './federation-shared.ts';

const src = mkdtempSync(join(tmpdir(), 'imported-shares-'));
mkdirSync(join(src, 'features', 'login'), { recursive: true });
writeFileSync(
  join(src, 'app.tsx'),
  "import { Button } from 'shared/ui/button';\nimport 'shared/styles/remote.css';\nimport React from 'react';\n",
);
writeFileSync(
  join(src, 'features', 'login', 'form.tsx'),
  'import {\n  getSupabase,\n} from "shared/supabase";\nconst later = () => import(\'shared/ui/dialog\');\nimport type {\n  Tables,\n} from \'shared/db\';\nexport type { Json } from "shared/db";\n',
);
writeFileSync(join(src, 'features', 'login', 'form.test.tsx'), "import { renderWithProviders } from 'shared/testing';\n");
// A test helper that makes the auth client: never in a page, so no share of the remote (decision 0062).
mkdirSync(join(src, 'testing'));
writeFileSync(join(src, 'testing', 'stub-backend.ts'), "import { initSupabase } from 'shared/supabase/init';\n");
afterAll(() => rmSync(src, { recursive: true, force: true }));

describe('the shares a remote imports', () => {
  it('finds static, side-effect and dynamic imports of shared entry points, not type-only ones nor those of tests or test helpers', () => {
    expect([...sharedImportsOf(src)].sort()).toEqual([
      'shared/styles/remote.css',
      'shared/supabase',
      'shared/ui/button',
      'shared/ui/dialog',
    ]);
  });

  it('declares only those of the shared package, and every library', () => {
    const shared = federationShared({ provide: false, only: sharedImportsOf(src) });
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'shared/supabase', 'shared/ui/button', 'shared/ui/dialog']),
    );
    expect(shared).not.toHaveProperty(['shared/code-editor']);
    expect(shared).not.toHaveProperty(['shared/testing']);
    expect(Object.keys(federationShared({ provide: true }))).toContain('shared/code-editor');
  });
});
