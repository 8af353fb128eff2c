import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { WeeklyLineChart } from './weekly-line-chart.tsx';
import { PopularCoursesChart } from './popular-courses-chart.tsx';

describe('analytics charts', () => {
  it('draws a labelled line chart with the same figures in a table', () => {
    render(<WeeklyLineChart id="t" title="สมาชิกใหม่" points={[{ week: '2026-11-09', count: 2 }, { week: '2026-11-16', count: 5 }]} />);
    const chart = screen.getByRole('img', { name: /สมาชิกใหม่.*รวม 7/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('16 พ.ย.')).toBeInTheDocument();
    expect(within(table).getByText('5')).toBeInTheDocument();
  });

  it('draws one bar per popular course, longest for the most students', () => {
    render(<PopularCoursesChart courses={[{ course_id: 1, title: 'Python', students: 10 }, { course_id: 2, title: 'React', students: 4 }]} />);
    const bars = [...screen.getByRole('img').querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(bars).toHaveLength(2);
    expect(bars[0]).toBeGreaterThan(bars[1] ?? Infinity);
  });

  it('says so when there is no course data', () => {
    render(<PopularCoursesChart courses={[]} />);
    expect(screen.getByText('ยังไม่มีข้อมูล')).toBeInTheDocument();
  });
});
