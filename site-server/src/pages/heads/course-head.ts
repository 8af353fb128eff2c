import type { HeadSource } from './page-head.ts';

interface CourseRow {
  title: string;
  description: string;
  image_url: string | null;
}

/** A course id as the catalogue's routes take it: a positive whole number. */
const COURSE_ID = /^[1-9][0-9]{0,17}$/;

/**
 * `/course/{id}`: the course's own title, summary and cover, read as a
 * visitor (course_catalog shows published courses only), so a draft or a
 * deleted course is a 404 like an id that never existed.
 */
export const courseHead: HeadSource = {
  route: '/course/:id',
  head: async ({ id }, { rest, backend }) => {
    if (!id || !COURSE_ID.test(id)) return { notFound: true };
    const rows = await rest<CourseRow[]>(backend, `course_catalog?select=title,description,image_url&id=eq.${id}`);
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [course] = rows;
    if (!course) return { notFound: true };
    return {
      head: { title: `${course.title} | เรียนโค้ด`, description: course.description, image: course.image_url ?? undefined, type: 'website' },
    };
  },
};
