import { describe, expect, it } from 'vitest';
import { formatReport, missedTargets, TARGETS, type PageResult } from './bench-web-report.ts';
import { median, medianFigures, type PageFigures } from './web-figures.ts';

const figures = (over: Partial<PageFigures> = {}): PageFigures => ({
  score: 97,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.01,
  jsBytes: 150 * 1024,
  requests: 20,
  ...over,
});

describe('median figures', () => {
  it('takes the middle run of each figure separately', () => {
    const runs = [figures({ score: 60, lcpMs: 3000 }), figures({ score: 90, lcpMs: 1000 }), figures({ score: 70, lcpMs: 2000 })];
    expect(medianFigures(runs)).toMatchObject({ score: 70, lcpMs: 2000 });
  });

  it('averages the two middle values of an even number of runs', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('targets', () => {
  it('reports nothing when the federated figures meet every target', () => {
    expect(missedTargets([{ path: '/', federated: figures(), monolithic: figures({ lcpMs: 1400 }) }])).toEqual([]);
  });

  it('names each missed target with the page and the figure', () => {
    const results: PageResult[] = [
      { path: '/', federated: figures({ score: 80, jsBytes: 300 * 1024, cls: 0.2 }), monolithic: figures({ lcpMs: 1000 }) },
      { path: '/login', federated: figures({ lcpMs: 2500, jsBytes: 900 * 1024 }) },
    ];
    expect(missedTargets(results)).toEqual([
      '/: score 80 < 95',
      '/: CLS 0.200 > 0.05',
      '/: JS 300 KB > 170 KB',
      '/: LCP ratio 1.50 > 1.15',
      '/login: LCP 2.50 s > 2.00 s',
    ]);
  });

  it('holds the JS budget to the home page only', () => {
    expect(missedTargets([{ path: '/courses', federated: figures({ jsBytes: TARGETS.homeJsBytes * 3 }) }])).toEqual([]);
  });
});

describe('the printed report', () => {
  it('prints both variants and the federated / monolithic ratios', () => {
    const report = formatReport([{ path: '/', federated: figures({ lcpMs: 2300, jsBytes: 400 * 1024 }), monolithic: figures({ lcpMs: 2000, jsBytes: 200 * 1024 }) }], 3);
    expect(report).toContain('median of 3 cold runs');
    expect(report).toMatch(/Federated \(shell \+ 4 remotes at run time\)/);
    expect(report).toMatch(/Monolithic/);
    expect(report).toMatch(/^\/\s+1\.15✓\s+2\.00$/m);
  });

  it('leaves the comparison out when the monolith was not built', () => {
    const report = formatReport([{ path: '/', federated: figures() }], 1);
    expect(report).not.toMatch(/Monolithic|Federated \/ monolithic/);
  });
});
