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
  "import { Button } from '@shared/ui/button';\nimport '@shared/ui/styles/remote.css';\nimport React from 'react';\n",
);
writeFileSync(
  join(src, 'features', 'login', 'form.tsx'),
  'import {\n  getSupabase,\n} from "@shared/platform/supabase";\nconst later = () => import(\'@shared/ui/dialog\');\nimport type {\n  Tables,\n} from \'@shared/db\';\nexport type { Json } from "@shared/db";\n',
);
writeFileSync(join(src, 'features', 'login', 'form.test.tsx'), "import { renderWithProviders } from '@shared/testing';\n");
// A test helper that makes the auth client: never in a page, so no share of the remote (decision 0062).
mkdirSync(join(src, 'testing'));
writeFileSync(join(src, 'testing', 'stub-backend.ts'), "import { initSupabase } from '@shared/platform/supabase/init';\n");
afterAll(() => rmSync(src, { recursive: true, force: true }));

describe('the shares a remote imports', () => {
  it('finds static, side-effect and dynamic imports of shared entry points, not type-only ones nor those of tests or test helpers', () => {
    expect([...sharedImportsOf(src)].sort()).toEqual([
      '@shared/platform/supabase',
      '@shared/ui/button',
      '@shared/ui/dialog',
      '@shared/ui/styles/remote.css',
    ]);
  });

  it('declares only those of the packages under shared/, and every library', () => {
    const shared = federationShared({ provide: false, only: sharedImportsOf(src) });
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@shared/platform/supabase', '@shared/ui/button', '@shared/ui/dialog']),
    );
    expect(shared).not.toHaveProperty(['@shared/code-editor']);
    expect(shared).not.toHaveProperty(['@shared/testing']);
    expect(Object.keys(federationShared({ provide: true }))).toContain('@shared/code-editor');
  });
});

describe('the shares of the packages under shared/ (decision 0064)', () => {
  const hostShares = Object.keys(federationShared({ provide: true }));

  it('are the entry points pages run: the singletons of every package, never tests, servers or per-app code', () => {
    expect(hostShares).toEqual(
      expect.arrayContaining([
        '@shared/platform/auth',
        '@shared/platform/supabase',
        '@shared/platform/query',
        '@shared/platform/toast',
        '@shared/db/rest',
        '@shared/db/orders',
        '@shared/zod',
        '@shared/messages',
        '@shared/ui/button',
        '@shared/app-root/providers',
        '@shared/code-runner',
        '@shared/code-editor',
      ]),
    );
    for (const notForPages of [
      '@shared/testing',
      '@shared/testing/one-order',
      '@shared/app-root/server-render',
      '@shared/dev-harness',
      '@shared/delivery-contract',
      '@shared/delivery-contract/content-types',
      '@shared/platform/federation/names',
      '@shared/code-runner/pyodide-path',
      '@shared/ui/use-live',
      '@shared/ui/live-fieldset',
      '@shared/markdown',
      '@shared/ui/styles/site.css',
      '@shared/db/package.json',
    ]) {
      expect(hostShares).not.toContain(notForPages);
    }
  });

  it('are singletons a remote inside the site never bundles', () => {
    const remote = federationShared({ provide: false, only: new Set(['@shared/platform/supabase']) });
    expect(remote['@shared/platform/supabase']).toEqual({ singleton: true, requiredVersion: '^1.0.0', import: false });
  });
});
