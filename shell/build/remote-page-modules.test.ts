import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksNamed, readRemotePageModules, REMOTE_PAGE_MODULES, shareModules } from './remote-page-modules.ts';

describe('chunksNamed', () => {
  it('lists the chunks of that name (the Supabase client’s, for pages with a session), not other chunks nor assets', () => {
    const bundle = {
      'assets/init-site-client-1.js': { type: 'chunk' as const, name: 'init-site-client' },
      'assets/platform-2.js': { type: 'chunk' as const, name: 'platform' },
      'assets/init-site-client-3.css': { type: 'asset' as const, name: 'init-site-client' },
    };
    expect(chunksNamed(bundle, 'init-site-client')).toEqual(['/assets/init-site-client-1.js']);
  });

  it('lists what those chunks import statically too, once each: a modulepreload hint does not fetch a module’s imports', () => {
    const bundle = {
      'assets/init-site-client-1.js': {
        type: 'chunk' as const,
        name: 'init-site-client',
        imports: ['assets/session-cookie-2.js', 'assets/auth-3.js'],
      },
      'assets/session-cookie-2.js': { type: 'chunk' as const, name: 'session-cookie', imports: ['assets/auth-3.js'] },
      'assets/auth-3.js': { type: 'chunk' as const, name: 'auth', imports: ['assets/init-site-client-1.js'] },
      'assets/landing-4.js': { type: 'chunk' as const, name: 'landing', imports: ['assets/auth-3.js'] },
    };
    expect(chunksNamed(bundle, 'init-site-client')).toEqual([
      '/assets/init-site-client-1.js',
      '/assets/session-cookie-2.js',
      '/assets/auth-3.js',
    ]);
  });

  it('lists nothing when the build has no such chunk (the plugin then fails the build)', () => {
    expect(chunksNamed({ 'assets/index-4.js': { type: 'chunk', name: 'index' } }, 'init-site-client')).toEqual([]);
  });
});

describe('shareModules', () => {
  it('gives each share the chunk holding its source and what that chunk imports, once each', () => {
    const bundle = {
      'assets/courses-1.js': {
        type: 'chunk' as const,
        moduleIds: ['/repo/shared/db/courses/index.ts'],
        imports: ['assets/row-values-2.js'],
      },
      'assets/row-values-2.js': {
        type: 'chunk' as const,
        moduleIds: ['/repo/shared/db/row-values.ts'],
        imports: ['assets/courses-1.js'],
      },
      'assets/platform-3.js': { type: 'chunk' as const, moduleIds: ['/repo/shared/ui/button.tsx', '/repo/shared/ui/card.tsx'] },
      'assets/site.css': { type: 'asset' as const },
    };
    expect(
      shareModules(bundle, {
        '@shared/db/courses': { file: '/repo/shared/db/courses/index.ts', dependencies: [] },
        '@shared/ui/card': { file: '/repo/shared/ui/card.tsx', dependencies: [] },
        '@shared/code-editor': { file: '/repo/shared/code-editor/code-editor.tsx', dependencies: [] },
      }),
    ).toEqual({
      '@shared/db/courses': ['/assets/courses-1.js', '/assets/row-values-2.js'],
      '@shared/ui/card': ['/assets/platform-3.js'],
    });
  });

  it('adds the root shares of the packages a share’s package depends on, which the runtime loads before it', () => {
    const bundle = {
      'assets/auth-1.js': { type: 'chunk' as const, moduleIds: ['/repo/shared/platform/auth/index.ts'] },
      'assets/database.types-2.js': { type: 'chunk' as const, moduleIds: ['/repo/shared/db/database.types.ts'] },
      'assets/messages-3.js': { type: 'chunk' as const, moduleIds: ['/repo/shared/messages/index.ts'] },
      'assets/orders-4.js': { type: 'chunk' as const, moduleIds: ['/repo/shared/db/orders/index.ts'] },
    };
    const shares = shareModules(bundle, {
      '@shared/platform/auth': { file: '/repo/shared/platform/auth/index.ts', dependencies: ['@shared/db', 'rxjs'] },
      '@shared/db': { file: '/repo/shared/db/database.types.ts', dependencies: ['@shared/messages'] },
      '@shared/db/orders': { file: '/repo/shared/db/orders/index.ts', dependencies: ['@shared/messages'] },
      '@shared/messages': { file: '/repo/shared/messages/index.ts', dependencies: [] },
    });
    expect(shares['@shared/platform/auth']).toEqual(['/assets/auth-1.js', '/assets/database.types-2.js', '/assets/messages-3.js']);
    // A root does not bring its package's other subpaths: the runtime loads only what depends on it.
    expect(shares['@shared/db']).toEqual(['/assets/database.types-2.js', '/assets/messages-3.js']);
  });
});

describe('readRemotePageModules', () => {
  it('reads what the build wrote, and gives none for a missing or malformed file instead of failing the page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'remote-page-modules-'));
    try {
      const none = { shares: {}, sessionModules: [] };
      expect(await readRemotePageModules(dir)).toEqual(none);
      await writeFile(
        join(dir, REMOTE_PAGE_MODULES),
        JSON.stringify({
          shares: { '@shared/db': ['/assets/db-2.js', '//evil.example/y.js', 'https://evil.example/x.js', 7], odd: 'nope' },
          sessionModules: ['/assets/init-site-client-3.js', 'javascript:x'],
        }),
      );
      expect(await readRemotePageModules(dir)).toEqual({
        shares: { '@shared/db': ['/assets/db-2.js'], odd: [] },
        sessionModules: ['/assets/init-site-client-3.js'],
      });
      await writeFile(join(dir, REMOTE_PAGE_MODULES), '{ not json');
      expect(await readRemotePageModules(dir)).toEqual(none);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
