import { answerOrNull } from '../../backend/visitor-database.ts';
import { recordTitle, type HeadSource } from './page-head.ts';

/** An instructor id as the catalogue's route takes it: a positive whole number. */
const INSTRUCTOR_ID = /^[1-9][0-9]{0,17}$/;

/**
 * `/instructor/{id}`: the instructor's name as the title (the page the app renders says the same,
 * instructor-header.tsx), read as a visitor from instructor_profiles; an id that is nobody's is a
 * 404, not a 200 with an empty page. The view's columns are nullable to the types: no name keeps
 * the site's head.
 */
export const instructorHead: HeadSource = {
  route: '/instructor/:id',
  head: async ({ id }, db) => {
    // Beyond 2^53 a number is no longer the id it was written as; no instructor has such an id, so it is not asked for.
    if (!id || !INSTRUCTOR_ID.test(id) || !Number.isSafeInteger(Number(id))) return { notFound: true };
    const rows = await answerOrNull(db.from('instructor_profiles').select('name, title, bio, avatar_url').eq('id', Number(id)));
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [instructor] = rows;
    if (!instructor) return { notFound: true };
    if (!instructor.name) return null;
    return {
      head: {
        title: recordTitle(instructor.name),
        description: instructor.bio || instructor.title || instructor.name,
        image: instructor.avatar_url ?? undefined,
        type: 'profile',
      },
    };
  },
};
