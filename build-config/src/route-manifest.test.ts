import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, resolvePackageSpecifiers, routeModuleFiles, routeShares } from './route-manifest.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isDynamicEntry = true) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  isDynamicEntry,
  imports,
});

const bundle = {
  'assets/remote-app.js': chunk('assets/remote-app.js', '/build/remote/pages/app/remote-app.tsx', ['assets/react.js'], false),
  'assets/courses-page.js': chunk('assets/courses-page.js', '/build/remote/pages/features/courses/courses-page.tsx', ['assets/card.js']),
  'assets/card.js': chunk('assets/card.js', null, ['assets/react.js'], false),
  'assets/react.js': chunk('assets/react.js', null, [], false),
  'assets/blog-page.js': chunk('assets/blog-page.js', '/build/remote/pages/features/blog/blog-page.tsx'),
  'assets/markdown.js': chunk('assets/markdown.js', '/build/packages/markdown/index.tsx', ['assets/react.js']),
  'remote.css': { type: 'asset' as const },
};

describe('routeModuleFiles (routes.json: each page’s scripts)', () => {
  it('lists the page’s chunk and every chunk it imports, nothing of another page', () => {
    expect(
      routeModuleFiles(bundle, {
        '/courses': 'pages/features/courses/courses-page.tsx',
        '/blog': 'pages/features/blog/blog-page.tsx',
      }),
    ).toEqual({
      '/courses': ['assets/courses-page.js', 'assets/card.js', 'assets/react.js'],
      '/blog': ['assets/blog-page.js'],
    });
  });

  it('joins the scripts of a page drawn by two modules', () => {
    expect(routeModuleFiles(bundle, { '/both': ['pages/features/blog/blog-page.tsx', 'pages/features/courses/courses-page.tsx'] })).toEqual(
      {
        '/both': ['assets/blog-page.js', 'assets/courses-page.js', 'assets/card.js', 'assets/react.js'],
      },
    );
  });

  it('takes a package the page loads as it opens, by the module the build resolved its specifier to', async () => {
    const resolved = await resolvePackageSpecifiers({ '/blog': ['pages/features/blog/blog-page.tsx', '@r/markdown'] }, (specifier) =>
      Promise.resolve(specifier === '@r/markdown' ? '/build/packages/markdown/index.tsx?v=1' : undefined),
    );
    expect(routeModuleFiles(bundle, resolved)).toEqual({ '/blog': ['assets/blog-page.js', 'assets/markdown.js', 'assets/react.js'] });
    await expect(resolvePackageSpecifiers({ '/blog': '@r/nowhere' }, () => Promise.resolve(undefined))).rejects.toThrow(
      /@r\/nowhere \(listed for \/blog\) does not resolve/,
    );
  });

  it('lists the exposed module’s chunks, its facade included, for every page', () => {
    expect(routeModuleFiles(bundle, { '/blog': 'pages/features/blog/blog-page.tsx' }, 'pages/app/remote-app.tsx')).toEqual({
      [EVERY_PAGE]: ['assets/remote-app.js', 'assets/react.js'],
      '/blog': ['assets/blog-page.js'],
    });
  });

  it('fails the build when a named page is not loaded on its own', () => {
    expect(() => routeModuleFiles(bundle, { '/': 'pages/app/remote-app.tsx' })).toThrow(/no chunk of its own/);
  });
});

describe('routeShares (routes.json: the shared entry points each page imports)', () => {
  const sources: Record<string, string> = {
    '/r/src/app/remote-app.tsx': "import { Routes } from '@shared/platform/router';\nimport { Spinner } from '@shared/ui/spinner';",
    '/r/src/features/courses/courses-page.tsx': "import { Badge } from '@shared/ui/badge';\nimport { Spinner } from '@shared/ui/spinner';",
    '/r/src/features/courses/card.tsx': "const levels = await import('@shared/db/courses');",
    '/r/src/features/blog/blog-page.tsx': "import '@shared/markdown';",
  };
  const withModules = {
    'assets/remote-app.js': {
      ...chunk('assets/remote-app.js', '/r/src/app/remote-app.tsx', [], false),
      moduleIds: ['/r/src/app/remote-app.tsx'],
    },
    'assets/courses-page.js': {
      ...chunk('assets/courses-page.js', '/r/src/features/courses/courses-page.tsx', ['assets/card.js', 'assets/share-wrapper.js']),
      moduleIds: ['/r/src/features/courses/courses-page.tsx'],
    },
    'assets/card.js': { ...chunk('assets/card.js', null, [], false), moduleIds: ['/r/src/features/courses/card.tsx'] },
    'assets/share-wrapper.js': { ...chunk('assets/share-wrapper.js', null, [], false), moduleIds: ['\0virtual:mf:loadShare'] },
    'assets/blog-page.js': {
      ...chunk('assets/blog-page.js', '/r/src/features/blog/blog-page.tsx'),
      moduleIds: ['/r/src/features/blog/blog-page.tsx'],
    },
  };
  const read = (id: string) => sources[id] ?? null;

  it("lists the exposed module's shares for every page, and what each page's own scripts add", () => {
    const pages = routeModuleFiles(withModules, {
      '/courses': 'src/features/courses/courses-page.tsx',
      '/blog': 'src/features/blog/blog-page.tsx',
    });
    expect(routeShares(withModules, pages, 'src/app/remote-app.tsx', read)).toEqual({
      [EVERY_PAGE]: ['@shared/platform/router', '@shared/ui/spinner'],
      '/courses': ['@shared/db/courses', '@shared/ui/badge'],
      '/blog': ['@shared/markdown'],
    });
  });

  it('gives a remote that does not split its pages the exposed module’s shares alone', () => {
    expect(routeShares(withModules, {}, 'src/app/remote-app.tsx', read)).toEqual({
      [EVERY_PAGE]: ['@shared/platform/router', '@shared/ui/spinner'],
    });
  });
});
