import { describe, expect, it } from 'vitest';
import { routeModuleFiles } from './route-manifest.ts';

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

  it('fails the build when a named page is not loaded on its own', () => {
    expect(() => routeModuleFiles(bundle, { '/': 'pages/app/remote-app.tsx' })).toThrow(/no chunk of its own/);
  });
});
