import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { toLessonType } from '@shared/db/lessons';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { unwrap } from '@shared/db/answer';
import { orderedLessons, type CurriculumModule } from '../lib/lesson-access.ts';
import { lessonKeys } from './keys.ts';

type ModuleRow = Pick<Tables<'course_modules'>, 'id' | 'title' | 'position'> & {
  lessons: Pick<Tables<'lessons'>, 'id' | 'title' | 'type' | 'duration_minutes' | 'is_preview' | 'position'>[];
};

function toCurriculumModule(row: ModuleRow): CurriculumModule {
  const lessons = row.lessons.map((lesson) => ({ ...lesson, type: toLessonType(lesson.type) }));
  // Sorted here too: embedded rows carry no guaranteed order.
  return { ...row, lessons: orderedLessons([{ ...row, lessons }]) };
}

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
  return rows.map(toCurriculumModule).sort((a, b) => a.position - b.position);
}

export const curriculumQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: lessonKeys.curriculum(courseId), queryFn: () => getCurriculum(courseId) });

export function useCurriculum(courseId: number) {
  return useQuery(curriculumQueryOptions(courseId));
}
