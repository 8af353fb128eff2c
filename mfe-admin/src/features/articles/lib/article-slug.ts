/**
 * The slug the form proposes from a title: its Latin letters and digits, lower-cased, joined
 * by single hyphens (the database's own rule, `public.slugify`), at most 80 characters. A Thai
 * title has none: the proposal is empty and the database names the article `article-<id>`.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/** What `articles.slug` accepts (articles_slug_format). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
