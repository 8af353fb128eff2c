import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { WeeklyLineChart } from './weekly-line-chart.tsx';
import { PopularCoursesChart } from './popular-courses-chart.tsx';
import { RevenueCoursesChart } from './revenue-courses-chart.tsx';
import { adminAnalyticsSchema } from '../api/get-admin-analytics.ts';
import { formatOrderAmount } from '@shared/db/orders';

describe('analytics charts', () => {
  it('draws a labelled line chart with the same figures in a table', () => {
    render(
      <WeeklyLineChart
        id="t"
        title="สมาชิกใหม่"
        points={[
          { week: '2026-11-09', count: 2 },
          { week: '2026-11-16', count: 5 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: /สมาชิกใหม่.*รวม 7/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('16 พ.ย.')).toBeInTheDocument();
    expect(within(table).getByText('5')).toBeInTheDocument();
  });

  it('draws one bar per popular course, longest for the most students', () => {
    render(
      <PopularCoursesChart
        courses={[
          { course_id: 1, title: 'Python', students: 10 },
          { course_id: 2, title: 'React', students: 4 },
        ]}
      />,
    );
    const bars = [...screen.getByRole('img').querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(bars).toHaveLength(2);
    expect(bars[0]).toBeGreaterThan(bars[1] ?? Infinity);
  });

  it('says so when there is no course data', () => {
    render(<PopularCoursesChart courses={[]} />);
    expect(screen.getByText('ยังไม่มีข้อมูล')).toBeInTheDocument();
  });

  it('draws revenue in baht, satang kept, in the chart and its table', () => {
    render(
      <WeeklyLineChart
        id="r"
        title="รายได้"
        format={formatOrderAmount}
        valueLabel="รายได้ (บาท)"
        points={[{ week: '2026-11-16', count: 1096.5 }]}
      />,
    );
    expect(screen.getByRole('img', { name: /รายได้ รวม ฿1,096\.50/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('รายได้ (บาท)')).toBeInTheDocument();
    expect(within(table).getByText('฿1,096.50')).toBeInTheDocument();
  });

  it('ranks courses by revenue as bars with baht labels', () => {
    render(
      <RevenueCoursesChart
        courses={[
          { course_id: 2, title: 'React', revenue: 5980 },
          { course_id: 1, title: 'Python', revenue: 1790 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: /รายได้ตามคอร์ส.*รวม ฿7,770/ });
    const bars = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(bars[0]).toBeGreaterThan(bars[1] ?? Infinity);
    expect(within(chart).getByText('฿5,980')).toBeInTheDocument();
  });
});

describe('adminAnalyticsSchema', () => {
  const answer = (weekRevenue: unknown) => ({
    signups_per_week: [],
    enrollments_per_week: [],
    popular_courses: [],
    revenue_per_week: [{ week: '2026-11-16', revenue: weekRevenue, orders: 1 }],
    revenue_per_course: [{ course_id: 2, title: 'React', revenue: 5980, orders: 2 }],
  });

  it('reads the revenue keys of admin_analytics() (numeric is a JSON number inside its jsonb answer)', () => {
    const parsed = adminAnalyticsSchema.parse(answer(1096.5));
    expect(parsed.revenue_per_week).toEqual([{ week: '2026-11-16', count: 1096.5 }]);
    expect(parsed.revenue_per_course[0]?.revenue).toBe(5980);
  });

  it('refuses money as text instead of coercing it', () => {
    expect(adminAnalyticsSchema.safeParse(answer('1096.50')).success).toBe(false);
  });
});
