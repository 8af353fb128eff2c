import type { Category, CourseLevel } from '@shared/db/courses';
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

/** The editable columns of public.courses. */
export interface CourseRecord {
  id: number;
  title: string;
  description: string;
  long_description: string;
  image_url: string | null;
  instructor_id: number | null;
  category: Category;
  level: CourseLevel;
  price: number;
  what_you_learn: string[];
  requirements: string[];
  status: PublishStatus;
  /** A sale with its end (both or neither; the database refuses anything else). */
  sale_price: number | null;
  sale_ends_at: string | null;
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
