import { instructors } from './instructors.ts';
import { publishedArticles } from './published-articles.ts';
import { publishedCourses } from './published-courses.ts';
import { sitePages } from './site-pages.ts';
import type { SitemapSource } from './sitemap-source.ts';

/** What /sitemap.xml lists, one module per kind of page. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [sitePages, publishedCourses, publishedArticles, instructors];
