import type { Tables } from '@shared/db';
import { present } from '@shared/db/row-values';

/** The columns of `my_course_progress` (only the caller's own enrolments) the course pages read. */
export const PROGRESS_COLUMNS = 'course_id,enrolled_at,completed_at,total_lessons,completed_lessons,progress_percent,certificate_code';

type ProgressRow = Pick<
  Tables<'my_course_progress'>,
  'course_id' | 'enrolled_at' | 'completed_at' | 'total_lessons' | 'completed_lessons' | 'progress_percent' | 'certificate_code'
>;

export interface CourseProgress {
  course_id: number;
  enrolled_at: string;
  completed_at: string | null;
  total_lessons: number;
  completed_lessons: number;
  progress_percent: number;
  /** Set once the course is finished (every lesson done, every quiz passed): the certificate to show. */
  certificate_code: string | null;
}

/** A view's columns are nullable in the generated types; the view fills the enrolment's own, and counts are 0 or more. */
export function toCourseProgress(row: ProgressRow): CourseProgress {
  return {
    course_id: present(row.course_id, 'my_course_progress.course_id'),
    enrolled_at: present(row.enrolled_at, 'my_course_progress.enrolled_at'),
    completed_at: row.completed_at,
    total_lessons: row.total_lessons ?? 0,
    completed_lessons: row.completed_lessons ?? 0,
    progress_percent: row.progress_percent ?? 0,
    certificate_code: row.certificate_code,
  };
}
