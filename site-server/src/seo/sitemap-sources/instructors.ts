import type { SitemapSource } from './sitemap-source.ts';

/** Every instructor's public page at `/instructor/{id}` (instructor_profiles, read with the anon key). */
export const instructors: SitemapSource = {
  name: 'instructors',
  entries: async ({ rest, backend }) => {
    const rows = await rest<{ id: number }[]>(backend, 'instructor_profiles?select=id&order=id');
    return rows?.map((row) => ({ path: `/instructor/${row.id}` })) ?? null;
  },
};
