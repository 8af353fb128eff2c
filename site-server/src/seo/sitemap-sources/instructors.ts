import { answerOrNull } from '../../backend/visitor-database.ts';
import type { SitemapSource } from './sitemap-source.ts';

/** Every instructor's public page at `/instructor/{id}` (instructor_profiles, read with the anon key). */
export const instructors: SitemapSource = {
  name: 'instructors',
  entries: async (db) => {
    // A view's id is nullable to the types; it is never null (instructors.id), so this drops nothing.
    const rows = await answerOrNull(db.from('instructor_profiles').select('id').order('id'));
    return rows?.flatMap(({ id }) => (id === null ? [] : [{ path: `/instructor/${id}` }])) ?? null;
  },
};
