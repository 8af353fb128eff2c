import type { Tables } from '@shared/db';
import { CATEGORIES, COURSE_LEVELS, type Category, type CourseLevel } from '@shared/db/courses';
import { oneOf } from '@shared/db/row-values';
import type { LessonType } from '@shared/db/lessons';

export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** One line of the courses table. */
export interface AdminCourseRow {
  id: number;
  title: string;
  status: PublishStatus;
  students: number;
  videos: number;
  lessons: number;
}

/** The editable columns of public.courses, with its text enums narrowed. */
export type CourseRecord = Omit<Pick<Tables<'courses'>, CourseColumn>, 'category' | 'level' | 'status'> & {
  category: Category;
  level: CourseLevel;
  status: PublishStatus;
};

/** The columns COURSE_COLUMNS selects. */
type CourseColumn =
  | 'id'
  | 'title'
  | 'description'
  | 'long_description'
  | 'image_url'
  | 'instructor_id'
  | 'category'
  | 'level'
  | 'price'
  | 'what_you_learn'
  | 'requirements'
  | 'status'
  | 'sale_price'
  | 'sale_ends_at';

/** A typed course row as the editor uses it; a sale has both its price and its end, or neither (the database checks it). */
export function toCourseRecord(row: Pick<Tables<'courses'>, CourseColumn>): CourseRecord {
  return {
    ...row,
    category: oneOf(CATEGORIES, row.category, 'courses.category'),
    level: oneOf(COURSE_LEVELS, row.level, 'courses.level'),
    status: oneOf(PUBLISH_STATUSES, row.status, 'courses.status'),
  };
}

export const COURSE_COLUMNS =
  'id,title,description,long_description,image_url,instructor_id,category,level,price,what_you_learn,requirements,status,sale_price,sale_ends_at';

/** A lesson as the curriculum editor shows it: its row (type narrowed) with its content row's columns. */
export type LessonRecord = Pick<Tables<'lessons'>, 'id' | 'module_id' | 'title' | 'duration_minutes' | 'is_preview' | 'position'> &
  Pick<Tables<'lesson_contents'>, 'video_url' | 'video_duration_seconds' | 'body'> & { type: LessonType };

export type ModuleRecord = Pick<Tables<'course_modules'>, 'id' | 'title' | 'position'> & { lessons: LessonRecord[] };
