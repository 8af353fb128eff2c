import type { RestClient } from '@shared/db/rest';
import { answerOrNull } from '../../backend/visitor-database.ts';
import type { HeadAnswer } from './page-head.ts';

/** "/courses/" and "/courses" are one page, as the shell's own head resolves them; "/" stays "/". */
const normalized = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Any other page's head from the `site_seo` row an admin wrote for its path (the landing, the
 * catalogue, sign-in…), read as a visitor. In the HTML, search engines, link previews and a
 * visitor whose app has not started yet (decision 0040) see it; the shell's own head keeps it for
 * that path. A row with a blank title or description is left to the shell, which fills the blank
 * with the site's default.
 */
export async function siteSeoHead(pathname: string, db: RestClient): Promise<HeadAnswer> {
  const path = normalized(pathname);
  if (path.length > 200) return null;
  const rows = await answerOrNull(db.from('site_seo').select('title, description').eq('path', path));
  const row = rows?.[0];
  if (!row || row.title.trim() === '' || row.description.trim() === '') return null;
  return { head: { title: row.title, description: row.description } };
}
