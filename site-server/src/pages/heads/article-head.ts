import type { HeadSource } from './page-head.ts';

interface ArticleRow {
  title: string;
  excerpt: string;
  cover_url: string | null;
}

/** A slug as articles.slug's check allows it: lowercase words of a–z and 0–9 joined by single hyphens. */
const ARTICLE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `/blog/{slug}`: the article's own title, excerpt and cover, read as a
 * visitor (published_articles lists published articles only), so a draft, a
 * deleted article or a slug that never existed answers 404. An admin's
 * preview of a draft still renders in the browser; only search engines and
 * link previews are told there is nothing public there.
 */
export const articleHead: HeadSource = {
  route: '/blog/:slug',
  head: async ({ slug }, { rest, backend }) => {
    if (!slug || slug.length > 100 || !ARTICLE_SLUG.test(slug)) return { notFound: true };
    const rows = await rest<ArticleRow[]>(backend, `published_articles?select=title,excerpt,cover_url&slug=eq.${slug}`);
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [article] = rows;
    if (!article) return { notFound: true };
    return {
      head: { title: `${article.title} | เรียนโค้ด`, description: article.excerpt, image: article.cover_url ?? undefined, type: 'article' },
    };
  },
};
