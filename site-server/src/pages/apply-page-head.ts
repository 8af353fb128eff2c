import type { PageHead } from './heads/page-head.ts';

const SITE_NAME = 'เรียนโค้ด';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The document with the page's own title, description, canonical URL and Open
 * Graph card in its head, in place of the site's defaults that index.html
 * ships. `pageUrl` is the page's absolute URL (path only: a query is not a
 * different page), and a root-relative image is made absolute against it.
 */
export function applyPageHead(page: string, head: PageHead, pageUrl: URL): string {
  const canonical = new URL(pageUrl.pathname, pageUrl).href;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'th_TH'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    ...(head.image
      ? [meta('property', 'og:image', new URL(head.image, pageUrl).href), meta('name', 'twitter:card', 'summary_large_image')]
      : [meta('name', 'twitter:card', 'summary')]),
  ];
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${tags.join('')}</head>`);
}
