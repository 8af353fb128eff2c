import type { Tables } from '@shared/db';

/** Rows of the catalogue's views as the tests of several features need them (each feature's own stay with it). */

/** A published course's `course_catalog` row, as the view answers it; tests change what they need. */
export function catalogRow(overrides: Partial<Tables<'course_catalog'>> = {}): Tables<'course_catalog'> {
  const row: Tables<'course_catalog'> = {
    id: 3,
    title: 'Docker และ Kubernetes',
    description: 'คอนเทนเนอร์',
    long_description: null,
    image_url: null,
    instructor_id: 2,
    instructor_name: 'อ.ณัฐพล',
    instructor_title: null,
    instructor_avatar_url: null,
    category: 'devops',
    level: 'intermediate',
    price: 2490,
    current_price: 2490,
    sale_price: null,
    sale_ends_at: null,
    language: 'ไทย',
    subtitles: null,
    requirements: null,
    what_you_learn: null,
    features: null,
    lessons_count: 10,
    duration_minutes: 300,
    students_count: 10,
    rating_avg: 4.5,
    reviews_count: 2,
    status: 'published',
    published_at: '2026-11-01T00:00:00Z',
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
  // Without a sale, what a learner pays is the list price (the view's current_price), whatever price a test sets.
  return 'current_price' in overrides ? row : { ...row, current_price: row.sale_price ?? row.price };
}

/** The catalogue's row of a paid course. */
export const paidCourse = catalogRow();
