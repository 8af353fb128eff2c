import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';
import { WeeklyLineChart } from './weekly-line-chart.tsx';
import { PopularCoursesChart } from './popular-courses-chart.tsx';
import { RevenueCoursesChart } from './revenue-courses-chart.tsx';
import { formatOrderAmount } from '@shared/db/orders';

/** Real figures from rpc admin_analytics(): sign-ups, enrollments and revenue per week, and the top courses. */
export function AnalyticsPanel() {
  const analytics = useAdminAnalytics();
  const t = adminTh.analytics;
  return (
    <section className="grid gap-4" aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-xl font-semibold">
        {t.heading}
      </h2>
      {analytics.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : null}
      {analytics.isError ? <ErrorState message={thaiErrorMessage(analytics.error)} onRetry={() => void analytics.refetch()} /> : null}
      {analytics.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <WeeklyLineChart id="signups-chart" title={t.signups} points={analytics.data.signups_per_week} />
          <WeeklyLineChart id="enrollments-chart" title={t.enrollments} points={analytics.data.enrollments_per_week} />
          <div className="lg:col-span-2">
            <PopularCoursesChart courses={analytics.data.popular_courses} />
          </div>
          <WeeklyLineChart
            id="revenue-chart"
            title={t.revenueWeekly}
            points={analytics.data.revenue_per_week}
            format={formatOrderAmount}
            valueLabel={t.revenue}
          />
          <RevenueCoursesChart courses={analytics.data.revenue_per_course} />
        </div>
      ) : null}
    </section>
  );
}
