import type { RestClient } from '@shared/db/rest';

/** What a page's `<head>` says about it: title, description and its Open Graph card. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute, or root-relative (made absolute against the site's origin). */
  image?: string;
  /** Open Graph type; 'website' unless the page says otherwise. */
  type?: string;
}

/** A head source's answer: the page's head, a record that does not exist (404), or nothing to add. */
export type HeadAnswer = { head: PageHead } | { notFound: true } | null;

/**
 * One kind of page whose head comes from its record (a course, an article…):
 * the route it matches (React Router syntax, as in remotes.json) and how to
 * read the record, as a visitor, through the typed client. Adding one is one
 * file plus a line in ./index.ts.
 */
export interface HeadSource {
  route: string;
  head: (params: Record<string, string | undefined>, db: RestClient) => Promise<HeadAnswer>;
}

/** The title every record's page carries: its own name, then the site's. */
export const recordTitle = (name: string) => `${name} | เรียนโค้ด`;
