export const PUBLISH_STATUSES = ['draft', 'published'] as const;

export interface AdminArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover_url: string | null;
  status: (typeof PUBLISH_STATUSES)[number];
  views: number;
  published_at: string | null;
  created_at: string;
  /** Embedded through articles.author_id → users (admins may read every users row). */
  author: { name: string } | null;
}

export const ARTICLE_COLUMNS = 'id,slug,title,excerpt,body,cover_url,status,views,published_at,created_at,author:users(name)';
