import type { RestClient } from '@shared/db/rest';

/** One URL of the sitemap: a root-relative path, and when its content last changed if known. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * One kind of page the sitemap lists, read as a visitor through the typed
 * client. `entries` gives null when it cannot tell (the backend is down): the
 * sitemap then answers 503 rather than a list that silently dropped pages.
 */
export interface SitemapSource {
  name: string;
  entries: (db: RestClient) => Promise<SitemapEntry[] | null>;
}
