import { medianRatio, type FigureSpreads, type Spread } from './web-figures.ts';

/**
 * Lighthouse's two ways of slowing the page to a phone's pace: `devtools`
 * applies slow 4G and a 4× slower CPU to the real load; `simulate` (its
 * default) loads unthrottled and models the slow load from the trace.
 */
export type Throttling = 'devtools' | 'simulate';

/**
 * The deployment shapes measured: `federated` is site-server with the shell and
 * four remotes at run time (production); `monolithic` the same server with the
 * remotes bundled at build time (the comparison); `static` a CDN-only
 * deployment, the exported folder on a plain static server with no site-server.
 */
export type Shape = 'federated' | 'monolithic' | 'static';

/** Issue 16's targets, held with devtools throttling. */
export const TARGETS = {
  lcpMs: 2000,
  tbtMs: 200,
  ttiMs: 3500,
  cls: 0.05,
  scriptBytes: 200 * 1024,
  /** Federated / monolithic, for LCP and TTI. */
  ratio: 1.1,
  /** The CDN-only shape paints /courses with its content within this. */
  staticCoursesLcpMs: 4000,
};

export interface PageResult {
  path: string;
  shape: Shape;
  throttling: Throttling;
  figures: FigureSpreads;
  /** A member's page (audited signed in): its app starts at once, so the visitor's script budget is no target here. */
  signedIn?: boolean;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const sec = (ms: number) => (ms / 1000).toFixed(2);
const ms = (value: number) => `${Math.round(value)}`;
const cls = (value: number) => value.toFixed(3);
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** "1.23 s (1.10–1.40)": the median, then the range of the runs. */
export function spreadCell(spread: Spread, format: (value: number) => string, unit = ''): string {
  const range = spread.min === spread.max ? '' : ` (${format(spread.min)}–${format(spread.max)})`;
  return `${format(spread.median)}${unit}${range}`;
}

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

const SHAPE_TITLES: Record<Shape, string> = {
  federated: 'Federated, site-server (shell + 4 remotes at run time)',
  monolithic: 'Monolithic, site-server (remotes bundled at build time)',
  static: 'CDN-only (exported folder on a plain static server, no site-server)',
};

function figuresTable(results: PageResult[], withTargets: boolean): string[] {
  const widths = [14, 22, 20, 22, 22, 13, 10];
  const lines = [row(['page', 'LCP', 'TBT', 'TTI', 'CLS', 'script gz KB', 'score'], widths)];
  for (const { path, figures: f } of results) {
    const check = (ok: boolean) => (withTargets ? mark(ok) : '');
    lines.push(
      row(
        [
          path,
          `${spreadCell(f.lcpMs, sec, ' s')}${check(f.lcpMs.median <= TARGETS.lcpMs)}`,
          `${spreadCell(f.tbtMs, ms, ' ms')}${check(f.tbtMs.median <= TARGETS.tbtMs)}`,
          `${spreadCell(f.ttiMs, sec, ' s')}${check(f.ttiMs.median <= TARGETS.ttiMs)}`,
          `${spreadCell(f.cls, cls)}${check(f.cls.median <= TARGETS.cls)}`,
          `${kb(f.scriptBytes.median)}${check(f.scriptBytes.median <= TARGETS.scriptBytes)}`,
          spreadCell(f.score, String),
        ],
        widths,
      ),
    );
  }
  return lines;
}

/** Each page's federated and monolithic results under one throttling, paired. */
export function comparedPairs(results: PageResult[], throttling: Throttling): { path: string; lcp: number; tti: number }[] {
  const of = (shape: Shape, path: string) => results.find((r) => r.shape === shape && r.path === path && r.throttling === throttling);
  const pairs: { path: string; lcp: number; tti: number }[] = [];
  for (const federated of results.filter((r) => r.shape === 'federated' && r.throttling === throttling)) {
    const monolithic = of('monolithic', federated.path);
    if (!monolithic) continue;
    pairs.push({
      path: federated.path,
      lcp: medianRatio(federated.figures.lcpMs, monolithic.figures.lcpMs),
      tti: medianRatio(federated.figures.ttiMs, monolithic.figures.ttiMs),
    });
  }
  return pairs;
}

export interface RunContext {
  runs: number;
  /** Lighthouse's benchmark index of this machine (lhr.environment.benchmarkIndex) over every run. */
  benchmarkIndex: Spread;
  /** 1-minute load averages sampled before each audit. */
  load: Spread;
  cores: number;
  date: string;
}

const THROTTLING_TITLES: Record<Throttling, string> = {
  devtools: 'Devtools (applied) throttling: slow 4G (562.5 ms RTT, 1.44 Mbit/s down) and 4× CPU, on the real load',
  simulate: 'Simulated throttling (Lighthouse default): unthrottled load, slow 4G and 4× CPU modelled from the trace',
};

/** The printed report: per throttling, each shape's medians (range), then the federated / monolithic ratios. */
export function formatReport(results: PageResult[], context: RunContext): string {
  const lines = [
    `${context.date}: Lighthouse 12, mobile profile, median (min–max) of ${context.runs} cold runs per page.`,
    `Machine: ${context.cores} cores, benchmark index ${spreadCell(context.benchmarkIndex, (v) => v.toFixed(0))}, load average ${spreadCell(context.load, (v) => v.toFixed(2))} (sampled before each run).`,
    `Targets (federated, devtools throttling): LCP ≤ ${sec(TARGETS.lcpMs)} s, TBT ≤ ${TARGETS.tbtMs} ms, TTI ≤ ${sec(TARGETS.ttiMs)} s, CLS ≤ ${TARGETS.cls}, script ≤ ${kb(TARGETS.scriptBytes)} KB gzip; federated / monolithic LCP and TTI ≤ ${TARGETS.ratio.toFixed(2)}; CDN-only /courses LCP ≤ ${sec(TARGETS.staticCoursesLcpMs)} s.`,
  ];
  for (const throttling of ['devtools', 'simulate'] as const) {
    const ofThrottling = results.filter((r) => r.throttling === throttling);
    if (ofThrottling.length === 0) continue;
    lines.push('', `== ${THROTTLING_TITLES[throttling]}`);
    for (const shape of ['federated', 'monolithic', 'static'] as const) {
      const ofShape = ofThrottling.filter((r) => r.shape === shape);
      if (ofShape.length === 0) continue;
      lines.push('', SHAPE_TITLES[shape], ...figuresTable(ofShape, throttling === 'devtools' && shape === 'federated'));
    }
    const pairs = comparedPairs(results, throttling);
    if (pairs.length > 0) {
      const widths = [14, 12, 12];
      const withTargets = throttling === 'devtools';
      const cell = (value: number) => `${value.toFixed(2)}${withTargets ? mark(value <= TARGETS.ratio) : ''}`;
      lines.push('', 'Federated / monolithic (ratio of medians)', row(['page', 'LCP', 'TTI'], widths));
      for (const pair of pairs) lines.push(row([pair.path, cell(pair.lcp), cell(pair.tti)], widths));
    }
  }
  return lines.join('\n');
}

/** Every target missed, in words (empty when all are met). Targets hold for devtools throttling. */
export function missedTargets(results: PageResult[]): string[] {
  const missed: string[] = [];
  for (const { path, shape, throttling, figures: f, signedIn } of results) {
    if (throttling !== 'devtools') continue;
    if (shape === 'static' && path === '/courses' && f.lcpMs.median > TARGETS.staticCoursesLcpMs) {
      missed.push(`CDN-only /courses: LCP ${sec(f.lcpMs.median)} s > ${sec(TARGETS.staticCoursesLcpMs)} s`);
    }
    if (shape !== 'federated') continue;
    if (f.lcpMs.median > TARGETS.lcpMs) missed.push(`${path}: LCP ${sec(f.lcpMs.median)} s > ${sec(TARGETS.lcpMs)} s`);
    if (f.tbtMs.median > TARGETS.tbtMs) missed.push(`${path}: TBT ${ms(f.tbtMs.median)} ms > ${TARGETS.tbtMs} ms`);
    if (f.ttiMs.median > TARGETS.ttiMs) missed.push(`${path}: TTI ${sec(f.ttiMs.median)} s > ${sec(TARGETS.ttiMs)} s`);
    if (f.cls.median > TARGETS.cls) missed.push(`${path}: CLS ${cls(f.cls.median)} > ${TARGETS.cls}`);
    if (!signedIn && f.scriptBytes.median > TARGETS.scriptBytes)
      missed.push(`${path}: script ${kb(f.scriptBytes.median)} KB > ${kb(TARGETS.scriptBytes)} KB`);
  }
  for (const pair of comparedPairs(results, 'devtools')) {
    if (!(pair.lcp <= TARGETS.ratio)) missed.push(`${pair.path}: LCP ratio ${pair.lcp.toFixed(2)} > ${TARGETS.ratio.toFixed(2)}`);
    if (!(pair.tti <= TARGETS.ratio)) missed.push(`${pair.path}: TTI ratio ${pair.tti.toFixed(2)} > ${TARGETS.ratio.toFixed(2)}`);
  }
  return missed;
}
