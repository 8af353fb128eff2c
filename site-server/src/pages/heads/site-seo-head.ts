import type { Backend, ReadRest } from '../../backend/read-rest.ts';
import type { HeadAnswer } from './page-head.ts';

interface SiteSeoRow {
  title: string;
  description: string;
}

/** "/courses/" and "/courses" are one page, as the shell's own head resolves them; "/" stays "/". */
const normalized = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Any other page's head from the `site_seo` row an admin wrote for its path (the landing, the
 * catalogue, sign-in…), read as a visitor. In the HTML, search engines, link previews and a
 * visitor whose app has not started yet (decision 0040) see it; the shell's own head keeps it for
 * that path. A row with a blank title or description is left to the shell, which fills the blank
 * with the site's default.
 */
export async function siteSeoHead(pathname: string, read: { rest: ReadRest; backend: Backend }): Promise<HeadAnswer> {
  const path = normalized(pathname);
  if (path.length > 200) return null;
  const rows = await read.rest<SiteSeoRow[]>(read.backend, `site_seo?select=title,description&path=eq.${encodeURIComponent(path)}`);
  const row = rows?.[0];
  if (!row || row.title.trim() === '' || row.description.trim() === '') return null;
  return { head: { title: row.title, description: row.description } };
}
