import { z } from '@shared/zod';

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
export const blogPageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

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
  views: z.coerce.number().int().nonnegative().catch(0),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  author_name: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type Article = z.infer<typeof articleSchema>;
export type ArticleNeighbour = NonNullable<Article['previous']>;
