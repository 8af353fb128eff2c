import { formatNumber } from 'shared/format';
import { adminTh } from '../../../config/messages.ts';
import type { AdminAnalytics } from '../api/get-admin-analytics.ts';
import { niceMax, scaleLinear } from '../utils/chart-scale.ts';
import { ChartFigure } from './chart-figure.tsx';

const W = 600;
const ROW = 36;
const LABEL = 220;

/** Most popular courses as horizontal bars (long Thai titles read better beside a bar than under it). */
export function PopularCoursesChart({ courses }: { courses: AdminAnalytics['popular_courses'] }) {
  const t = adminTh.analytics;
  const max = niceMax(Math.max(0, ...courses.map((c) => c.students)));
  const height = Math.max(1, courses.length) * ROW + 8;
  const total = courses.reduce((sum, c) => sum + c.students, 0);
  const clip = (title: string) => (title.length > 28 ? `${title.slice(0, 27)}…` : title);
  return (
    <ChartFigure
      id="popular-courses" title={t.popular} summary={t.chartSummary(t.popular, formatNumber(total))}
      columns={[t.course, t.students]} rows={courses.map((c) => [c.title, formatNumber(c.students)])}
    >
      {courses.length === 0 ? <p className="text-sm text-muted-foreground">{t.noData}</p> : (
        <svg viewBox={`0 0 ${W} ${height}`} className="h-auto w-full max-w-3xl" role="img" aria-labelledby="popular-courses-title popular-courses-summary">
          {courses.map((c, i) => {
            const width = scaleLinear(c.students, max, 0, W - LABEL - 60);
            const yTop = i * ROW + 4;
            return (
              <g key={c.course_id}>
                <title>{`${c.title}: ${formatNumber(c.students)}`}</title>
                <text x={LABEL - 8} y={yTop + ROW / 2} textAnchor="end" dominantBaseline="middle" className="fill-foreground text-[12px]">
                  {clip(c.title)}
                </text>
                <rect x={LABEL} y={yTop + 6} width={Math.max(2, width)} height={ROW - 14} rx={4} className="fill-primary" />
                <text x={LABEL + Math.max(2, width) + 6} y={yTop + ROW / 2} dominantBaseline="middle" className="fill-muted-foreground text-[12px]">
                  {formatNumber(c.students)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}
