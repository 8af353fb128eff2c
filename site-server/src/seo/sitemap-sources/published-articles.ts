import { answerOrNull } from '../../backend/visitor-database.ts';
import type { SitemapSource } from './sitemap-source.ts';

/** Every published article at `/blog/{slug}` (published_articles, read with the anon key, never lists a draft). */
export const publishedArticles: SitemapSource = {
  name: 'published articles',
  entries: async (db) => {
    const rows = await answerOrNull(db.from('published_articles').select('slug, updated_at').order('published_at', { ascending: false }));
    // A view's slug is nullable to the types; an article always has one (articles.slug), so this drops nothing.
    return (
      rows?.flatMap(({ slug, updated_at }) => (slug ? [{ path: `/blog/${slug}`, lastModified: updated_at ?? undefined }] : [])) ?? null
    );
  },
};
