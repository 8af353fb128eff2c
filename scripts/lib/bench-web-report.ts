import type { PageFigures } from './web-figures.ts';

/** Issue 8's targets for the federated site. */
export const TARGETS = { score: 95, lcpMs: 2000, cls: 0.05, homeJsBytes: 170 * 1024, lcpRatio: 1.15 };

export interface PageResult {
  path: string;
  federated: PageFigures;
  monolithic?: PageFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

function figuresTable(title: string, rows: { path: string; figures: PageFigures }[], withTargets: boolean): string[] {
  const widths = [22, 7, 9, 8, 7, 9, 9];
  const lines = [title, row(['page', 'score', 'LCP', 'TBT', 'CLS', 'JS gz', 'requests'], widths)];
  for (const { path, figures: f } of rows) {
    const score = `${f.score}${withTargets ? mark(f.score >= TARGETS.score) : ''}`;
    const lcp = `${sec(f.lcpMs)}${withTargets ? mark(f.lcpMs <= TARGETS.lcpMs) : ''}`;
    const cls = `${f.cls.toFixed(3)}${withTargets ? mark(f.cls <= TARGETS.cls) : ''}`;
    const js = `${kb(f.jsBytes)}${withTargets && path === '/' ? mark(f.jsBytes <= TARGETS.homeJsBytes) : ''}`;
    lines.push(row([path, score, lcp, `${Math.round(f.tbtMs)} ms`, cls, js, String(Math.round(f.requests))], widths));
  }
  return lines;
}

/** The printed report: both variants' medians, then the cost of run-time federation as ratios. */
export function formatReport(results: PageResult[], runs: number): string {
  const lines = [
    `Lighthouse, mobile profile (simulated slow 4G, 4× CPU), median of ${runs} cold runs per page.`,
    `Targets (federated): score ≥ ${TARGETS.score}, LCP ≤ ${sec(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}, JS on / ≤ ${kb(TARGETS.homeJsBytes)}, LCP ratio ≤ ${TARGETS.lcpRatio}.`,
    '',
    ...figuresTable('Federated (shell + 4 remotes at run time)', results.map((r) => ({ path: r.path, figures: r.federated })), true),
  ];
  const compared = results.filter((r): r is Required<PageResult> => r.monolithic !== undefined);
  if (compared.length > 0) {
    lines.push('', ...figuresTable('Monolithic (same pages, remotes bundled at build time)', compared.map((r) => ({ path: r.path, figures: r.monolithic })), false));
    const widths = [22, 12, 12];
    lines.push('', 'Federated / monolithic', row(['page', 'LCP ratio', 'JS ratio'], widths));
    for (const r of compared) {
      const lcpRatio = r.federated.lcpMs / r.monolithic.lcpMs;
      const jsRatio = r.federated.jsBytes / r.monolithic.jsBytes;
      lines.push(row([r.path, `${lcpRatio.toFixed(2)}${mark(lcpRatio <= TARGETS.lcpRatio)}`, jsRatio.toFixed(2)], widths));
    }
  }
  return lines.join('\n');
}

/** Every target the federated figures miss, in words (empty when all are met). */
export function missedTargets(results: PageResult[]): string[] {
  const missed: string[] = [];
  for (const { path, federated: f, monolithic: m } of results) {
    if (f.score < TARGETS.score) missed.push(`${path}: score ${f.score} < ${TARGETS.score}`);
    if (f.lcpMs > TARGETS.lcpMs) missed.push(`${path}: LCP ${sec(f.lcpMs)} > ${sec(TARGETS.lcpMs)}`);
    if (f.cls > TARGETS.cls) missed.push(`${path}: CLS ${f.cls.toFixed(3)} > ${TARGETS.cls}`);
    if (path === '/' && f.jsBytes > TARGETS.homeJsBytes) missed.push(`/: JS ${kb(f.jsBytes)} > ${kb(TARGETS.homeJsBytes)}`);
    if (m && f.lcpMs / m.lcpMs > TARGETS.lcpRatio) missed.push(`${path}: LCP ratio ${(f.lcpMs / m.lcpMs).toFixed(2)} > ${TARGETS.lcpRatio}`);
  }
  return missed;
}
