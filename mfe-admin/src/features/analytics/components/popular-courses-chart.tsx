import { formatNumber } from '@shared/messages/format';
import { adminTh } from '../../../config/messages.ts';
import type { AdminAnalytics } from '../api/get-admin-analytics.ts';
import { CourseBarsChart } from './course-bars-chart.tsx';

/** Most popular courses by students. */
export function PopularCoursesChart({ courses }: { courses: AdminAnalytics['popular_courses'] }) {
  const t = adminTh.analytics;
  return (
    <CourseBarsChart
      id="popular-courses"
      title={t.popular}
      valueLabel={t.students}
      format={formatNumber}
      bars={courses.map((c) => ({ courseId: c.course_id, title: c.title, value: c.students }))}
    />
  );
}
