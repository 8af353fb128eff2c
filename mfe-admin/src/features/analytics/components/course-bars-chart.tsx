import { adminTh } from '../../../config/messages.ts';
import { niceMax, scaleLinear } from '../utils/chart-scale.ts';
import { ChartFigure } from './chart-figure.tsx';

const W = 600;
const ROW = 36;
const LABEL = 220;

export interface CourseBar {
  courseId: number;
  title: string;
  value: number;
}

type CourseBarsChartProps = {
  id: string;
  title: string;
  /** The value column's heading in the table twin. */
  valueLabel: string;
  bars: CourseBar[];
  format: (value: number) => string;
};

/** Courses as horizontal bars (long Thai titles read better beside a bar than under it). */
export function CourseBarsChart({ id, title, valueLabel, bars, format }: CourseBarsChartProps) {
  const t = adminTh.analytics;
  const max = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const height = Math.max(1, bars.length) * ROW + 8;
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  const clip = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={t.chartSummary(title, format(total))}
      columns={[t.course, valueLabel]}
      rows={bars.map((b) => [b.title, format(b.value)])}
    >
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noData}</p>
      ) : (
        <svg viewBox={`0 0 ${W} ${height}`} className="h-auto w-full max-w-3xl" role="img" aria-labelledby={`${id}-title ${id}-summary`}>
          {bars.map((b, i) => {
            const width = scaleLinear(b.value, max, 0, W - LABEL - 90);
            const yTop = i * ROW + 4;
            return (
              <g key={b.courseId}>
                <title>{`${b.title}: ${format(b.value)}`}</title>
                <text x={LABEL - 8} y={yTop + ROW / 2} textAnchor="end" dominantBaseline="middle" className="fill-foreground text-[12px]">
                  {clip(b.title)}
                </text>
                <rect x={LABEL} y={yTop + 6} width={Math.max(2, width)} height={ROW - 14} rx={4} className="fill-primary" />
                <text
                  x={LABEL + Math.max(2, width) + 6}
                  y={yTop + ROW / 2}
                  dominantBaseline="middle"
                  className="fill-muted-foreground text-[12px]"
                >
                  {format(b.value)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}
