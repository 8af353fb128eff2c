import type { Tables } from '../database.types.ts';
import { present } from '../row-values.ts';

/**
 * The columns of `published_articles` an article's card shows: on /blog (mfe-catalog) and on the landing
 * page's latest articles (shell), read and mapped the same way.
 */
export const ARTICLE_SUMMARY_COLUMNS = 'id,slug,title,excerpt,cover_url,author_name,views,published_at';

type SummaryRow = Pick<
  Tables<'published_articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'cover_url' | 'author_name' | 'views' | 'published_at'
>;

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover_url: string | null;
  author_name: string | null;
  views: number;
  published_at: string | null;
}

/** published_articles is a view (every column nullable in the types); it fills id, slug and title of every article. */
export function toArticleSummary(row: SummaryRow): ArticleSummary {
  return {
    id: present(row.id, 'published_articles.id'),
    slug: present(row.slug, 'published_articles.slug'),
    title: present(row.title, 'published_articles.title'),
    excerpt: row.excerpt ?? '',
    cover_url: row.cover_url,
    author_name: row.author_name,
    views: row.views ?? 0,
    published_at: row.published_at,
  };
}
