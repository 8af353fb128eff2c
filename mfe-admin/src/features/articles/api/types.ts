import type { Tables } from '@shared/db';

export const PUBLISH_STATUSES = ['draft', 'published'] as const;

type ArticleRow = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'body' | 'cover_url' | 'views' | 'published_at' | 'created_at'
>;

export type AdminArticle = ArticleRow & {
  status: (typeof PUBLISH_STATUSES)[number];
  /** Embedded through articles.author_id → users (admins may read every users row). */
  author: Pick<Tables<'users'>, 'name'> | null;
};

export const ARTICLE_COLUMNS = 'id,slug,title,excerpt,body,cover_url,status,views,published_at,created_at,author:users(name)';
