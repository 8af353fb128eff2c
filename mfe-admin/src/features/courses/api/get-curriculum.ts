import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';
import { toLessonType } from '@shared/db/lessons';
import type { ModuleRecord } from './types.ts';

/**
 * Modules, lessons and lesson contents of one course, in order. Three flat reads (admins may
 * read every content row by RLS) joined here, rather than one nested embed.
 */
export async function getCurriculum(courseId: number): Promise<ModuleRecord[]> {
  const supabase = getSupabase();
  const [modules, lessons] = await Promise.all([
    supabase.from('course_modules').select('id,title,position').eq('course_id', courseId).order('position').order('id'),
    supabase
      .from('lessons')
      .select('id,module_id,title,type,duration_minutes,is_preview,position')
      .eq('course_id', courseId)
      .order('position')
      .order('id'),
  ]);
  const lessonRows = unwrap(lessons);
  const contents =
    lessonRows.length === 0
      ? []
      : unwrap(
          await supabase
            .from('lesson_contents')
            .select('lesson_id,video_url,video_duration_seconds,body')
            .in(
              'lesson_id',
              lessonRows.map((l) => l.id),
            ),
        );
  const contentOf = new Map(contents.map((c) => [c.lesson_id, c]));
  return unwrap(modules).map((m) => ({
    ...m,
    lessons: lessonRows
      .filter((l) => l.module_id === m.id)
      .map((l) => ({
        ...l,
        type: toLessonType(l.type),
        video_url: contentOf.get(l.id)?.video_url ?? null,
        video_duration_seconds: contentOf.get(l.id)?.video_duration_seconds ?? null,
        body: contentOf.get(l.id)?.body ?? '',
      })),
  }));
}

export const curriculumQuery = (courseId: number) =>
  queryOptions({ queryKey: courseKeys.curriculum(courseId), queryFn: () => getCurriculum(courseId) });

export function useCurriculum(courseId: number) {
  return useQuery(curriculumQuery(courseId));
}
