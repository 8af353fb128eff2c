import type { HeadSource } from './page-head.ts';

interface InstructorRow {
  name: string;
  title: string | null;
  bio: string | null;
  avatar_url: string | null;
}

/** An instructor id as the catalogue's route takes it: a positive whole number. */
const INSTRUCTOR_ID = /^[1-9][0-9]{0,17}$/;

/**
 * `/instructor/{id}`: the instructor's name as the title (the page the app renders says the same,
 * instructor-header.tsx), read as a visitor from instructor_profiles; an id that is nobody's is a
 * 404, not a 200 with an empty page.
 */
export const instructorHead: HeadSource = {
  route: '/instructor/:id',
  head: async ({ id }, { rest, backend }) => {
    if (!id || !INSTRUCTOR_ID.test(id)) return { notFound: true };
    const rows = await rest<InstructorRow[]>(backend, `instructor_profiles?select=name,title,bio,avatar_url&id=eq.${id}`);
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [instructor] = rows;
    if (!instructor) return { notFound: true };
    return {
      head: {
        title: `${instructor.name} | เรียนโค้ด`,
        description: instructor.bio || instructor.title || instructor.name,
        image: instructor.avatar_url ?? undefined,
        type: 'profile',
      },
    };
  },
};
