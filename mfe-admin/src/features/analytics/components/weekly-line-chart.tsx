import { formatNumber } from '@shared/messages/format';
import { adminTh } from '../../../config/messages.ts';
import type { WeeklyPoint } from '../api/get-admin-analytics.ts';
import { formatWeek, niceMax, scaleLinear, spreadX } from '../utils/chart-scale.ts';
import { ChartFigure } from './chart-figure.tsx';

const W = 600;
const H = 220;
const BASE_PAD = { top: 16, right: 16, bottom: 36, left: 40 };

type WeeklyLineChartProps = {
  id: string;
  title: string;
  points: WeeklyPoint[];
  /** How a value reads (a count by default; baht for revenue). */
  format?: (value: number) => string;
  /** The value column's heading in the table twin. */
  valueLabel?: string;
};

/** A weekly series as a line with dots; each dot names its week and value on hover. */
export function WeeklyLineChart({ id, title, points, format = formatNumber, valueLabel }: WeeklyLineChartProps) {
  const max = niceMax(Math.max(0, ...points.map((p) => p.count)));
  // The axis labels sit left of the plot: make room for the widest one (baht labels are longer than counts).
  const PAD = { ...BASE_PAD, left: Math.max(BASE_PAD.left, format(max).length * 7 + 10) };
  const xs = spreadX(points.length, PAD.left, W - PAD.right);
  const y = (v: number) => scaleLinear(v, max, H - PAD.bottom, PAD.top);
  const coords = points.map((p, i) => ({ ...p, x: xs[i] ?? PAD.left, y: y(p.count) }));
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const t = adminTh.analytics;
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={t.chartSummary(title, format(total))}
      columns={[t.week, valueLabel ?? t.count]}
      rows={points.map((p) => [formatWeek(p.week), format(p.count)])}
    >
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-summary`}>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeDasharray="4 4" />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
              {format(tick)}
            </text>
          </g>
        ))}
        <polyline
          fill="none"
          className="stroke-primary"
          strokeWidth={2.5}
          strokeLinejoin="round"
          points={coords.map((c) => `${c.x},${c.y}`).join(' ')}
        />
        {coords.map((c, i) => (
          <g key={c.week}>
            <circle cx={c.x} cy={c.y} r={4} className="fill-primary">
              <title>{`${formatWeek(c.week)}: ${format(c.count)}`}</title>
            </circle>
            {i % 2 === 0 || i === coords.length - 1 ? (
              <text x={c.x} y={H - PAD.bottom + 18} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                {formatWeek(c.week)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}
