/** What one Lighthouse run reports for a page (mobile profile), as `npm run bench:web` prints it. */
export interface PageFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** Time to Interactive: the main thread quiet for 5 s after the paint (Lighthouse's `interactive`). */
  ttiMs: number;
  cls: number;
  /** Bytes of script transferred during the page load: gzip bodies as served, plus their response headers. */
  scriptBytes: number;
  requests: number;
}

export type Figure = keyof PageFigures;
export const FIGURES: readonly Figure[] = ['score', 'lcpMs', 'tbtMs', 'ttiMs', 'cls', 'scriptBytes', 'requests'];

/** A figure over several runs: the median Lighthouse advises to report, and how far the runs spread. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export type FigureSpreads = Record<Figure, Spread>;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Each figure's median and range over the runs, figure by figure (the median run of one need not be another's). */
export function spreadFigures(runs: readonly PageFigures[]): FigureSpreads {
  const entries = FIGURES.map((key) => [key, spreadOf(runs.map((run) => run[key]))] as const);
  return Object.fromEntries(entries) as FigureSpreads;
}

/**
 * The ratio of two medians (federated / monolithic). NaN when either is
 * missing or the denominator is zero, so a broken run never reads as "met".
 */
export function medianRatio(numerator: Spread, denominator: Spread): number {
  if (!Number.isFinite(numerator.median) || !Number.isFinite(denominator.median) || denominator.median === 0) return Number.NaN;
  return numerator.median / denominator.median;
}
