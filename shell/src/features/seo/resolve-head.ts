import type { PageHead as DocumentHeadValues } from 'shared/seo/page-head';
import type { SiteSeo } from './api/get-site-seo.ts';

export type { PageHead as DocumentHeadValues } from 'shared/seo/page-head';

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

/** The row for this exact path, with the defaults filling anything missing or blank. */
export function resolveHead(pathname: string, rows: readonly SiteSeo[] | undefined): DocumentHeadValues {
  const path = normalizePath(pathname);
  const row = rows?.find((r) => normalizePath(r.path) === path);
  return {
    title: row && row.title.trim() !== '' ? row.title : DEFAULT_HEAD.title,
    description: row && row.description.trim() !== '' ? row.description : DEFAULT_HEAD.description,
  };
}

/** Writes the values into <title> and <meta name="description"> (one implementation, in shared). */
export { applyHead } from 'shared/seo/page-head';
