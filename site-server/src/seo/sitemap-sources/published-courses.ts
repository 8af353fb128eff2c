import { answerOrNull } from '../../backend/visitor-database.ts';
import type { SitemapSource } from './sitemap-source.ts';

/** Every course a visitor can open (course_catalog, read with the anon key, lists published courses only). */
export const publishedCourses: SitemapSource = {
  name: 'published courses',
  entries: async (db) => {
    const rows = await answerOrNull(db.from('course_catalog').select('id, updated_at').order('id'));
    // A view's id is nullable to the types; a course always has one (courses.id), so this drops nothing.
    return (
      rows?.flatMap(({ id, updated_at }) => (id === null ? [] : [{ path: `/course/${id}`, lastModified: updated_at ?? undefined }])) ?? null
    );
  },
};
