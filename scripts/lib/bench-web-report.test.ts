import { describe, expect, it } from 'vitest';
import { comparedPairs, formatReport, missedTargets, spreadCell, TARGETS, type PageResult, type RunContext } from './bench-web-report.ts';
import { spreadFigures, type FigureSpreads, type PageFigures } from './web-figures.ts';

const run = (over: Partial<PageFigures> = {}): PageFigures => ({
  score: 97,
  lcpMs: 1500,
  tbtMs: 40,
  ttiMs: 2500,
  cls: 0.01,
  scriptBytes: 150 * 1024,
  requests: 20,
  ...over,
});

/** Three identical runs: median = min = max. */
const steady = (over: Partial<PageFigures> = {}): FigureSpreads => spreadFigures([run(over), run(over), run(over)]);

const result = (
  path: string,
  shape: PageResult['shape'],
  figures: FigureSpreads,
  throttling: PageResult['throttling'] = 'devtools',
): PageResult => ({
  path,
  shape,
  throttling,
  figures,
});

const context: RunContext = {
  runs: 3,
  benchmarkIndex: { median: 812, min: 640, max: 900 },
  load: { median: 3.1, min: 2.2, max: 6.4 },
  cores: 2,
  date: '2026-11-24 06:00 UTC',
};

describe('spread cells', () => {
  it('prints the median with the range of the runs', () => {
    expect(spreadCell({ median: 1234, min: 1100, max: 1400 }, (v) => (v / 1000).toFixed(2), ' s')).toBe('1.23 s (1.10–1.40)');
  });

  it('leaves the range out when every run agreed', () => {
    expect(spreadCell({ median: 0, min: 0, max: 0 }, (v) => v.toFixed(3))).toBe('0.000');
  });
});

describe('federated / monolithic pairs', () => {
  it('divides the medians of the same page under the same throttling', () => {
    const results = [
      result(
        '/courses',
        'federated',
        spreadFigures([run({ lcpMs: 2200, ttiMs: 4000 }), run({ lcpMs: 9000, ttiMs: 3000 }), run({ lcpMs: 2000, ttiMs: 3600 })]),
      ),
      result('/courses', 'monolithic', steady({ lcpMs: 2000, ttiMs: 3000 })),
      result('/courses', 'monolithic', steady({ lcpMs: 1000, ttiMs: 1000 }), 'simulate'),
    ];
    const [pair] = comparedPairs(results, 'devtools');
    expect(pair?.path).toBe('/courses');
    expect(pair?.lcp).toBeCloseTo(1.1);
    expect(pair?.tti).toBeCloseTo(1.2);
  });

  it('pairs nothing for a page measured in one shape only', () => {
    expect(comparedPairs([result('/', 'federated', steady())], 'devtools')).toEqual([]);
  });
});

describe('targets', () => {
  it('reports nothing when every devtools figure meets its target', () => {
    const results = [
      result('/', 'federated', steady()),
      result('/', 'monolithic', steady({ lcpMs: 1450, ttiMs: 2400 })),
      result('/courses', 'static', steady({ lcpMs: 3900 })),
    ];
    expect(missedTargets(results)).toEqual([]);
  });

  it('names each missed target with the page and the median', () => {
    const results = [
      result('/courses', 'federated', steady({ lcpMs: 2340, tbtMs: 1563, ttiMs: 9800, cls: 0.2, scriptBytes: 350 * 1024 })),
      result('/courses', 'monolithic', steady({ lcpMs: 2000, ttiMs: 4900 })),
      result('/courses', 'static', steady({ lcpMs: 14300 })),
    ];
    expect(missedTargets(results)).toEqual([
      '/courses: LCP 2.34 s > 2.00 s',
      '/courses: TBT 1563 ms > 200 ms',
      '/courses: TTI 9.80 s > 3.50 s',
      '/courses: CLS 0.200 > 0.05',
      '/courses: script 350 KB > 200 KB',
      'CDN-only /courses: LCP 14.30 s > 4.00 s',
      '/courses: LCP ratio 1.17 > 1.10',
      '/courses: TTI ratio 2.00 > 1.10',
    ]);
  });

  it('holds the targets to devtools throttling, not the simulated figures', () => {
    expect(missedTargets([result('/', 'federated', steady({ tbtMs: TARGETS.tbtMs * 5 }), 'simulate')])).toEqual([]);
  });

  it('counts a ratio that could not be computed as missed', () => {
    const results = [result('/', 'federated', steady()), result('/', 'monolithic', steady({ lcpMs: 0 }))];
    expect(missedTargets(results)).toContain('/: LCP ratio NaN > 1.10');
  });
});

describe('the printed report', () => {
  it('prints the machine, each shape under each throttling, and the ratios', () => {
    const report = formatReport(
      [
        result('/', 'federated', spreadFigures([run({ lcpMs: 1200 }), run({ lcpMs: 1500 }), run({ lcpMs: 1900 })])),
        result('/', 'monolithic', steady({ lcpMs: 1500 })),
        result('/', 'federated', steady(), 'simulate'),
      ],
      context,
    );
    expect(report).toContain('median (min–max) of 3 cold runs');
    expect(report).toContain('2 cores, benchmark index 812 (640–900), load average 3.10 (2.20–6.40)');
    expect(report).toMatch(/Devtools \(applied\) throttling/);
    expect(report).toMatch(/Simulated throttling/);
    expect(report).toContain('1.50 s (1.20–1.90)✓');
    expect(report).toMatch(/^\/\s+1\.00✓\s+1\.00✓$/m);
  });

  it('leaves the comparison out when the monolith was not measured', () => {
    expect(formatReport([result('/', 'federated', steady())], context)).not.toMatch(/Monolithic|Federated \/ monolithic/);
  });
});
