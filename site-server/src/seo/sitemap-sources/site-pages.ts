import type { SitemapSource } from './sitemap-source.ts';

/** The public pages every deployment has. */
export const sitePages: SitemapSource = {
  name: 'site pages',
  entries: () => Promise.resolve([{ path: '/' }, { path: '/courses' }, { path: '/blog' }, { path: '/terms' }, { path: '/privacy' }]),
};
