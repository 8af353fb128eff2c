import type { Tables } from '@shared/db';
import { present } from '@shared/db/row-values';

type CatalogRow = Tables<'course_catalog'>;

/** What a course card reads; every read of the catalogue selects at least these (the detail page reads all). */
export type CatalogCardColumn =
  | 'id'
  | 'title'
  | 'description'
  | 'image_url'
  | 'instructor_id'
  | 'category'
  | 'level'
  | 'price'
  | 'instructor_name'
  | 'lessons_count'
  | 'duration_minutes'
  | 'students_count'
  | 'rating_avg'
  | 'reviews_count';

/** A `course_catalog` row as a read selected it: the card's columns, and any of the others. */
export type CatalogCardRow = Pick<CatalogRow, CatalogCardColumn> & Partial<CatalogRow>;

/** A course as the catalogue's pages show it; the detail columns are null where the read did not select them. */
export interface CatalogCourse {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  instructor_id: number | null;
  category: string;
  level: string;
  price: number;
  instructor_name: string | null;
  lessons_count: number;
  duration_minutes: number;
  students_count: number;
  /** 0 while nobody reviewed it (see `reviews_count`). */
  rating_avg: number;
  reviews_count: number;
  long_description: string | null;
  language: string | null;
  subtitles: string[] | null;
  requirements: string[] | null;
  what_you_learn: string[] | null;
  features: string[] | null;
  instructor_title: string | null;
  instructor_avatar_url: string | null;
  /** A running sale (course_catalog shows none once it ended): its price and end, for the countdown. */
  sale_price: number | null;
  sale_ends_at: string | null;
  /** What a learner pays now; the database charges exactly this at checkout (price_course). */
  current_price: number | null;
}

/**
 * course_catalog is a view, so its generated columns are all nullable: the view fills id, title, category,
 * level and price for every course (they are not null in `courses`), and its aggregates are 0 or null.
 */
export function toCatalogCourse(row: CatalogCardRow): CatalogCourse {
  return {
    id: present(row.id, 'course_catalog.id'),
    title: present(row.title, 'course_catalog.title'),
    description: row.description ?? '',
    image_url: row.image_url,
    instructor_id: row.instructor_id,
    category: present(row.category, 'course_catalog.category'),
    level: present(row.level, 'course_catalog.level'),
    price: present(row.price, 'course_catalog.price'),
    instructor_name: row.instructor_name,
    lessons_count: row.lessons_count ?? 0,
    duration_minutes: row.duration_minutes ?? 0,
    students_count: row.students_count ?? 0,
    rating_avg: row.rating_avg ?? 0,
    reviews_count: row.reviews_count ?? 0,
    long_description: row.long_description ?? null,
    language: row.language ?? null,
    subtitles: row.subtitles ?? null,
    requirements: row.requirements ?? null,
    what_you_learn: row.what_you_learn ?? null,
    features: row.features ?? null,
    instructor_title: row.instructor_title ?? null,
    instructor_avatar_url: row.instructor_avatar_url ?? null,
    sale_price: row.sale_price ?? null,
    sale_ends_at: row.sale_ends_at ?? null,
    current_price: row.current_price ?? null,
  };
}
