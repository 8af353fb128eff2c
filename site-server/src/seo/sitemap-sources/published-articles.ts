import type { SitemapSource } from './sitemap-source.ts';

/** Every published article at `/blog/{slug}` (published_articles, read with the anon key, never lists a draft). */
export const publishedArticles: SitemapSource = {
  name: 'published articles',
  entries: async ({ rest, backend }) => {
    const rows = await rest<{ slug: string; updated_at: string | null }[]>(
      backend,
      'published_articles?select=slug,updated_at&order=published_at.desc',
    );
    return rows?.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.updated_at ?? undefined })) ?? null;
  },
};
