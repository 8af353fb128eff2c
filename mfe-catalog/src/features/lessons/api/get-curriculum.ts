import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { LESSON_TYPES } from 'shared/db/lessons';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from 'shared/db/answer';
import { orderedLessons, type CurriculumModule } from '../lib/lesson-access.ts';
import { lessonKeys } from './keys.ts';

const moduleSchema = z.object({
  id: z.number(),
  title: z.string(),
  position: z.number(),
  lessons: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      type: z.enum(LESSON_TYPES),
      duration_minutes: z.coerce.number().catch(0),
      is_preview: z.boolean(),
      position: z.number(),
    }),
  ),
});

/** Modules with their lessons (titles only: the content is behind RLS in lesson_contents). */
export async function getCurriculum(courseId: number): Promise<CurriculumModule[]> {
  const id = courseIdSchema.parse(courseId);
  const rows = unwrap(
    await getSupabase()
      .from('course_modules')
      .select('id,title,position,lessons(id,title,type,duration_minutes,is_preview,position)')
      .eq('course_id', id)
      .order('position', { ascending: true }),
  );
  const modules = z.array(moduleSchema).parse(rows);
  // Sorted here too: embedded rows carry no guaranteed order.
  return modules.sort((a, b) => a.position - b.position).map((m) => ({ ...m, lessons: orderedLessons([{ ...m, lessons: m.lessons }]) }));
}

export const curriculumQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: lessonKeys.curriculum(courseId), queryFn: () => getCurriculum(courseId) });

export function useCurriculum(courseId: number) {
  return useQuery(curriculumQueryOptions(courseId));
}
