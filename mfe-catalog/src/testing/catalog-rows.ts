/** Rows of the catalogue's views as the tests of several features need them (each feature's own stay with it). */

/** The catalogue's row of a paid course. */
export const paidCourse = {
  id: 3,
  title: 'Docker และ Kubernetes',
  description: 'คอนเทนเนอร์',
  image_url: null,
  instructor_id: 2,
  category: 'devops',
  level: 'intermediate',
  price: 2490,
  instructor_name: 'อ.ณัฐพล',
  lessons_count: 10,
  duration_minutes: 300,
  students_count: 10,
  rating_avg: 4.5,
  reviews_count: 2,
};
