import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseDocumentSchema, type CourseDocument } from '../../../lib/course-document.ts';
import { studioKeys } from './keys.ts';

const studioCourseSchema = z.object({
  course_id: z.number(),
  course_status: z.enum(['draft', 'published']),
  revision: z.object({ id: z.number(), status: z.enum(['draft', 'submitted', 'returned']), review_note: z.string().nullable() }).nullable(),
  document: courseDocumentSchema,
});
const savedSchema = z.object({ document: courseDocumentSchema });
export type StudioCourseDraft = z.infer<typeof studioCourseSchema>;

export const studioCourseQuery = (courseId: number) =>
  queryOptions({
    queryKey: studioKeys.course(courseId),
    queryFn: async () => studioCourseSchema.parse(unwrap(await getSupabase().rpc('studio_get_course', { p_course_id: courseId }))),
  });

export function useStudioCourse(courseId: number) {
  return useQuery(studioCourseQuery(courseId));
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, category }: { title: string; category: string }) =>
      unwrap(await getSupabase().rpc('studio_create_course', { p_title: title.trim(), p_category: category })),
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.courses() }),
  });
}

export function useSaveCourse(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    // The saved document comes back: for a course never published its new lessons now have ids.
    mutationFn: async (document: CourseDocument): Promise<CourseDocument> =>
      savedSchema.parse(unwrap(await getSupabase().rpc('studio_save_course', { p_course_id: courseId, p_document: document }))).document,
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export function useSubmitCourse(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      unwrap(await getSupabase().rpc('studio_submit_course', { p_course_id: courseId }));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
