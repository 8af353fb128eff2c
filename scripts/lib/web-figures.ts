/** What `npm run bench:web` reports per page (issue 8): Lighthouse, mobile profile. */
export interface PageFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script transferred during the page load: gzip bodies as served, plus their response headers. */
  jsBytes: number;
  requests: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** The median of each figure over the runs (Lighthouse's own advice: several runs, the median). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((r) => r[key]));
  return { score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), jsBytes: of('jsBytes'), requests: of('requests') };
}
