import type { SitemapSource } from './sitemap-source.ts';

/** Every course a visitor can open (course_catalog, read with the anon key, lists published courses only). */
export const publishedCourses: SitemapSource = {
  name: 'published courses',
  entries: async ({ rest, backend }) => {
    const rows = await rest<{ id: number; updated_at: string | null }[]>(backend, 'course_catalog?select=id,updated_at&order=id');
    return rows?.map((row) => ({ path: `/course/${row.id}`, lastModified: row.updated_at ?? undefined })) ?? null;
  },
};
