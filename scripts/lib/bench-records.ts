import { unwrap } from '@shared/db/answer';
import { createRestClient } from '@shared/db/rest';

/** The bench's fresh backend: its URL and anon key (local-supabase's config). */
export interface BenchBackend {
  supabaseUrl: string;
  anonKey: string;
}

/** The first course a visitor can open (course_catalog lists published courses only), read as a visitor. */
export async function firstPublishedCourseId({ supabaseUrl, anonKey }: BenchBackend): Promise<number> {
  const db = createRestClient(supabaseUrl, anonKey);
  const rows = await db.from('course_catalog').select('id').order('id').limit(1).then(unwrap);
  const id = rows[0]?.id;
  if (id === undefined || id === null) throw new Error('the seeded backend has no published course to audit');
  return id;
}

/**
 * A lesson the signed-in learner may open: the first lesson (`type`: of that type) of their first
 * enrolled course, read with their access token (RLS: their own enrolments).
 */
export async function learnersLessonPath({ supabaseUrl, anonKey }: BenchBackend, accessToken: string, type?: 'video'): Promise<string> {
  const db = createRestClient(supabaseUrl, anonKey, () => Promise.resolve(accessToken));
  const [enrolment] = await db.from('enrollments').select('course_id').order('course_id').limit(1).then(unwrap);
  if (!enrolment) throw new Error('bench:web: the demo learner has no enrolment to open a lesson of');
  const lessons = db.from('lessons').select('id').eq('course_id', enrolment.course_id);
  const [lesson] = await (type ? lessons.eq('type', type) : lessons).order('position').order('id').limit(1).then(unwrap);
  if (!lesson) throw new Error(`bench:web: course ${enrolment.course_id} has no ${type ?? ''} lesson`);
  return `/course/${enrolment.course_id}/lesson/${lesson.id}`;
}
