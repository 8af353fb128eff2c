import { publishedCourses } from './published-courses.ts';
import { sitePages } from './site-pages.ts';
import type { SitemapSource } from './sitemap-source.ts';

/** What /sitemap.xml lists, one module per kind of page. Articles (`/blog/{slug}`) join with one file of their own. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [sitePages, publishedCourses];
