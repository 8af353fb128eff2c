import { adminTh } from '../../../config/messages.ts';
import { formatOrderAmount } from '@shared/db/orders';
import type { AdminAnalytics } from '../api/get-admin-analytics.ts';
import { CourseBarsChart } from './course-bars-chart.tsx';

/** Top courses by paid revenue (refunds excluded by the server). */
export function RevenueCoursesChart({ courses }: { courses: AdminAnalytics['revenue_per_course'] }) {
  const t = adminTh.analytics;
  return (
    <CourseBarsChart
      id="revenue-courses"
      title={t.revenueCourses}
      valueLabel={t.revenue}
      format={formatOrderAmount}
      bars={courses.map((c) => ({ courseId: c.course_id, title: c.title, value: c.revenue }))}
    />
  );
}
