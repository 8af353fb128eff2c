import type { Backend, ReadRest } from '../../backend/read-rest.ts';

/** One URL of the sitemap: a root-relative path, and when its content last changed if known. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * One kind of page the sitemap lists. `entries` gives null when it cannot
 * tell (the backend is down): the sitemap then answers 503 rather than a list
 * that silently dropped pages.
 */
export interface SitemapSource {
  name: string;
  entries: (read: { rest: ReadRest; backend: Backend }) => Promise<SitemapEntry[] | null>;
}
