import type { PageHead as DocumentHeadValues } from '@shared/platform/seo/page-head';
import type { SiteSeo } from './api/get-site-seo.ts';

export type { PageHead as DocumentHeadValues } from '@shared/platform/seo/page-head';

/** What index.html ships with; used for every path site_seo does not name. */
export const DEFAULT_HEAD: DocumentHeadValues = {
  title: 'เรียนโค้ด — เรียนเขียนโปรแกรมออนไลน์',
  description: 'เรียนโค้ด โรงเรียนสอนเขียนโปรแกรมออนไลน์ภาษาไทย คอร์สวิดีโอ รับทำเว็บไซต์ และบริการ SaaS',
};

/** "/courses/" and "/courses" are one page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The row for this exact path, with the defaults filling anything missing or blank: the page's
 * own fallback (the not-found page's title) if it offered one, else the site's.
 */
export function resolveHead(
  pathname: string,
  rows: readonly SiteSeo[] | undefined,
  defaults: DocumentHeadValues = DEFAULT_HEAD,
): DocumentHeadValues {
  const path = normalizePath(pathname);
  const row = rows?.find((r) => normalizePath(r.path) === path);
  return {
    title: row && row.title.trim() !== '' ? row.title : defaults.title,
    description: row && row.description.trim() !== '' ? row.description : defaults.description,
  };
}

/** Writes the values into <title> and <meta name="description"> (one implementation, in shared). */
export { applyHead } from '@shared/platform/seo/page-head';

const served = new WeakMap<Document, { path: string; head: DocumentHeadValues } | null>();

/**
 * The head the server sent for the page this document was loaded at, when it
 * sent one of its own (site-server gives a course page the course's title and
 * a canonical link); null for any other path, or a document with the site's
 * defaults. Read once, before anything rewrites the head.
 */
export function servedHeadFor(pathname: string, doc: Document = document): DocumentHeadValues | null {
  if (!served.has(doc)) {
    const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? DEFAULT_HEAD.description;
    served.set(doc, canonical ? { path: normalizePath(new URL(canonical.href).pathname), head: { title: doc.title, description } } : null);
  }
  const head = served.get(doc);
  return head && head.path === normalizePath(pathname) ? head.head : null;
}
