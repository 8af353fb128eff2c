import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import type { LearnerCourse } from '../lib/learner-course.ts';
import { learningKeys } from './keys.ts';

const userIdSchema = z.uuid();

/** my_course_progress: the caller's own enrollments (security_invoker view). */
const progressRowSchema = z.object({
  course_id: z.number(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  total_lessons: z.number(),
  completed_lessons: z.number(),
  progress_percent: z.number(),
  completed_minutes: z.number(),
  total_minutes: z.number(),
  last_activity_at: z.string().nullable(),
  // Optional: a backend before the completion-rules migration has no such column.
  certificate_code: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

const catalogRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  lessons_count: z.number(),
  duration_minutes: z.number(),
});

const videoRowSchema = z.object({ course_id: z.number() });

/**
 * Three reads instead of one embed: views carry no foreign keys to embed
 * through. Progress first; the catalogue and the video lessons only for the
 * enrolled course ids.
 */
export async function getMyCourses(userId: string): Promise<LearnerCourse[]> {
  userIdSchema.parse(userId);
  const supabase = getSupabase();
  const progress = await supabase.from('my_course_progress').select('*');
  if (progress.error) throw progress.error;
  const rows = z.array(progressRowSchema).parse(progress.data);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.course_id);
  const [catalog, videos] = await Promise.all([
    supabase.from('course_catalog').select('id,title,description,level,lessons_count,duration_minutes').in('id', ids),
    supabase.from('lessons').select('course_id').eq('type', 'video').in('course_id', ids),
  ]);
  if (catalog.error) throw catalog.error;
  if (videos.error) throw videos.error;
  const courses = new Map(
    z
      .array(catalogRowSchema)
      .parse(catalog.data)
      .map((c) => [c.id, c]),
  );
  const videoCounts = new Map<number, number>();
  for (const v of z.array(videoRowSchema).parse(videos.data)) {
    videoCounts.set(v.course_id, (videoCounts.get(v.course_id) ?? 0) + 1);
  }
  return rows.map((r) => {
    const c = courses.get(r.course_id);
    return {
      courseId: r.course_id,
      available: c !== undefined,
      title: c?.title ?? '',
      description: c?.description ?? '',
      level: c?.level ?? 'beginner',
      lessonsCount: c?.lessons_count ?? r.total_lessons,
      videoCount: videoCounts.get(r.course_id) ?? 0,
      durationMinutes: c?.duration_minutes ?? r.total_minutes,
      progressPercent: r.progress_percent,
      completedMinutes: r.completed_minutes,
      enrolledAt: r.enrolled_at,
      completedAt: r.completed_at,
      lastActivityAt: r.last_activity_at,
      certificateCode: r.certificate_code,
    };
  });
}

export const myCoursesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: learningKeys.myCourses(userId), queryFn: () => getMyCourses(userId) });

export function useMyCourses(userId: string) {
  return useQuery(myCoursesQueryOptions(userId));
}
