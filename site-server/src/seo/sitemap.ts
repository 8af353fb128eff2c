import type { RestClient } from '@shared/db/rest';
import type { SitemapEntry, SitemapSource } from './sitemap-sources/sitemap-source.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap protocol's XML for these entries, with absolute URLs on `origin`. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(new Date(lastModified).toISOString())}</lastmod>` : '';
    return `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Every source's entries, or null if any source could not tell. */
export async function sitemapEntries(sources: readonly SitemapSource[], db: RestClient): Promise<SitemapEntry[] | null> {
  const lists = await Promise.all(sources.map((source) => source.entries(db)));
  return lists.some((list) => list === null) ? null : lists.flatMap((list) => list ?? []);
}
