import { z } from '@shared/zod';
import { readUrlPage } from '@shared/platform/routing/url-numbers';

/**
 * zod here only for what crosses a trust boundary: the slug and `?page=` come from the address bar, and
 * get_article answers `Json`, which the generated types cannot describe.
 */

/** A slug as the database allows it (articles_slug_format): lowercase a–z, 0–9, single hyphens, ≤ 100. */
export const articleSlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** `?page=` of /blog: a positive integer; anything else is page 1. */
export const readBlogPage = (value: unknown): number => readUrlPage(value);

const neighbourSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

/** What `get_article(p_slug)` answers (`Json`; docs/data-model.md). */
export const articleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  body: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  cover_url: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  views: z.number().int().nonnegative(), // a JSON number inside jsonb
  published_at: z.string().nullable(),
  updated_at: z.string(),
  author_name: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type Article = z.infer<typeof articleSchema>;
export type ArticleNeighbour = NonNullable<Article['previous']>;
