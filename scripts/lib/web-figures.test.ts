import { describe, expect, it } from 'vitest';
import { median, medianRatio, spreadFigures, spreadOf, type PageFigures } from './web-figures.ts';

const run = (over: Partial<PageFigures>): PageFigures => ({
  score: 90,
  lcpMs: 1000,
  tbtMs: 0,
  ttiMs: 2000,
  cls: 0,
  scriptBytes: 1,
  requests: 1,
  ...over,
});

describe('median', () => {
  it('takes the middle of an odd number of values, in any order', () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
  });

  it('averages the two middle values of an even number', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('spread', () => {
  it('gives the median and the range of the runs', () => {
    expect(spreadOf([2.4, 9.1, 2.2])).toEqual({ median: 2.4, min: 2.2, max: 9.1 });
  });

  it("takes each figure separately: the median run of one need not be another's", () => {
    const spreads = spreadFigures([run({ lcpMs: 3000, tbtMs: 10 }), run({ lcpMs: 1000, tbtMs: 900 }), run({ lcpMs: 2000, tbtMs: 50 })]);
    expect(spreads.lcpMs).toEqual({ median: 2000, min: 1000, max: 3000 });
    expect(spreads.tbtMs).toEqual({ median: 50, min: 10, max: 900 });
  });
});

describe('ratio of medians', () => {
  it('divides the two medians', () => {
    expect(medianRatio({ median: 2200, min: 0, max: 9000 }, { median: 2000, min: 1900, max: 2100 })).toBeCloseTo(1.1);
  });

  it('is NaN, never a pass, when the denominator is zero or missing', () => {
    expect(medianRatio({ median: 1, min: 1, max: 1 }, { median: 0, min: 0, max: 0 })).toBeNaN();
    expect(medianRatio({ median: 1, min: 1, max: 1 }, spreadOf([]))).toBeNaN();
  });
});
