import { answerOrNull } from '../../backend/visitor-database.ts';
import { recordTitle, type HeadSource } from './page-head.ts';

/** A slug as articles.slug's check allows it: lowercase words of a–z and 0–9 joined by single hyphens. */
const ARTICLE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `/blog/{slug}`: the article's own title, excerpt and cover, read as a
 * visitor (published_articles lists published articles only), so a draft, a
 * deleted article or a slug that never existed answers 404. An admin's
 * preview of a draft still renders in the browser; only search engines and
 * link previews are told there is nothing public there. The view's columns are
 * nullable to the types: no title keeps the site's head, no excerpt uses the title.
 */
export const articleHead: HeadSource = {
  route: '/blog/:slug',
  head: async ({ slug }, db) => {
    if (!slug || slug.length > 100 || !ARTICLE_SLUG.test(slug)) return { notFound: true };
    const rows = await answerOrNull(db.from('published_articles').select('title, excerpt, cover_url').eq('slug', slug));
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [article] = rows;
    if (!article) return { notFound: true };
    if (!article.title) return null;
    return {
      head: {
        title: recordTitle(article.title),
        description: article.excerpt || article.title,
        image: article.cover_url ?? undefined,
        type: 'article',
      },
    };
  },
};
