import type { Tables } from '@shared/db';

/** A line of the SEO table: the columns of site_seo it shows and edits. */
export type SeoRow = Pick<Tables<'site_seo'>, 'path' | 'title' | 'description' | 'updated_at'>;
