import { answerOrNull } from '../../backend/visitor-database.ts';
import { recordTitle, type HeadSource } from './page-head.ts';

/** A course id as the catalogue's routes take it: a positive whole number. */
const COURSE_ID = /^[1-9][0-9]{0,17}$/;

/**
 * `/course/{id}`: the course's own title, summary and cover, read as a
 * visitor (course_catalog shows published courses only), so a draft or a
 * deleted course is a 404 like an id that never existed. The view's columns
 * are nullable to the types (a view's always are): a course without a title
 * keeps the site's head, one without a summary is described by its title.
 */
export const courseHead: HeadSource = {
  route: '/course/:id',
  head: async ({ id }, db) => {
    // Beyond 2^53 a number is no longer the id it was written as; no course has such an id, so it is not asked for.
    if (!id || !COURSE_ID.test(id) || !Number.isSafeInteger(Number(id))) return { notFound: true };
    const rows = await answerOrNull(db.from('course_catalog').select('title, description, image_url').eq('id', Number(id)));
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [course] = rows;
    if (!course) return { notFound: true };
    if (!course.title) return null;
    return {
      head: {
        title: recordTitle(course.title),
        description: course.description || course.title,
        image: course.image_url ?? undefined,
        type: 'website',
      },
    };
  },
};
