import type { Tables } from '@shared/db';
import { COURSE_LEVELS, type CourseLevel } from '@shared/db/courses';
import { oneOf, present } from '@shared/db/row-values';

/** One enrolled course as the learner's pages show it: progress (my_course_progress) joined with the catalogue. */
export interface LearnerCourse {
  courseId: number;
  /** False when the course is no longer in the catalogue (e.g. unpublished): progress still counts. */
  available: boolean;
  title: string;
  description: string;
  level: CourseLevel;
  lessonsCount: number;
  videoCount: number;
  durationMinutes: number;
  progressPercent: number;
  completedMinutes: number;
  enrolledAt: string;
  completedAt: string | null;
  lastActivityAt: string | null;
  /** The certificate of a finished course (issued by the database once every lesson and quiz is done). */
  certificateCode: string | null;
}

/** The columns of `my_course_progress` (the caller's own enrolments) the learner's pages read. */
export const PROGRESS_COLUMNS =
  'course_id,enrolled_at,completed_at,total_lessons,progress_percent,completed_minutes,total_minutes,last_activity_at,certificate_code';
/** The columns of `course_catalog` an enrolled course's card shows. */
export const CATALOG_COLUMNS = 'id,title,description,level,lessons_count,duration_minutes';

type ProgressRow = Pick<
  Tables<'my_course_progress'>,
  | 'course_id'
  | 'enrolled_at'
  | 'completed_at'
  | 'total_lessons'
  | 'progress_percent'
  | 'completed_minutes'
  | 'total_minutes'
  | 'last_activity_at'
  | 'certificate_code'
>;
type CatalogRow = Pick<Tables<'course_catalog'>, 'id' | 'title' | 'description' | 'level' | 'lessons_count' | 'duration_minutes'>;

/**
 * One enrolment, with its course's catalogue row when the course is still listed (an unpublished course keeps
 * its progress). A view's columns are nullable in the generated types: the view fills the enrolment's own, and
 * counts are 0 or more.
 */
export function toLearnerCourse(progress: ProgressRow, course: CatalogRow | undefined, videoCount: number): LearnerCourse {
  return {
    courseId: present(progress.course_id, 'my_course_progress.course_id'),
    available: course !== undefined,
    title: course?.title ?? '',
    description: course?.description ?? '',
    level: course?.level ? oneOf(COURSE_LEVELS, course.level, 'course_catalog.level') : 'beginner',
    lessonsCount: course?.lessons_count ?? progress.total_lessons ?? 0,
    videoCount,
    durationMinutes: course?.duration_minutes ?? progress.total_minutes ?? 0,
    progressPercent: progress.progress_percent ?? 0,
    completedMinutes: progress.completed_minutes ?? 0,
    enrolledAt: present(progress.enrolled_at, 'my_course_progress.enrolled_at'),
    completedAt: progress.completed_at,
    lastActivityAt: progress.last_activity_at,
    certificateCode: progress.certificate_code,
  };
}
