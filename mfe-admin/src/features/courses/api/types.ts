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
export type CourseRecord = Omit<Pick<Tables<'courses'>, (typeof COURSE_COLUMN_NAMES)[number]>, 'category' | 'level' | 'status'> & {
  category: Category;
  level: CourseLevel;
  status: PublishStatus;
};

const COURSE_COLUMN_NAMES = [
  'id',
  'title',
  'description',
  'long_description',
  'image_url',
  'instructor_id',
  'category',
  'level',
  'price',
  'what_you_learn',
  'requirements',
  'status',
  'sale_price',
  'sale_ends_at',
] as const;

/** A typed course row as the editor uses it; a sale has both its price and its end, or neither (the database checks it). */
export function toCourseRecord(row: Pick<Tables<'courses'>, (typeof COURSE_COLUMN_NAMES)[number]>): CourseRecord {
  return {
    ...row,
    category: oneOf(CATEGORIES, row.category, 'courses.category'),
    level: oneOf(COURSE_LEVELS, row.level, 'courses.level'),
    status: oneOf(PUBLISH_STATUSES, row.status, 'courses.status'),
  };
}

export const COURSE_COLUMNS =
  'id,title,description,long_description,image_url,instructor_id,category,level,price,what_you_learn,requirements,status,sale_price,sale_ends_at';

export interface LessonRecord {
  id: number;
  module_id: number;
  title: string;
  type: LessonType;
  duration_minutes: number;
  is_preview: boolean;
  position: number;
  video_url: string | null;
  video_duration_seconds: number | null;
  body: string;
}

export interface ModuleRecord {
  id: number;
  title: string;
  position: number;
  lessons: LessonRecord[];
}
