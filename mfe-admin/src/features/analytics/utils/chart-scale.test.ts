import { describe, expect, it } from 'vitest';
import { formatWeek, niceMax, scaleLinear, spreadX } from './chart-scale.ts';

describe('chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 × 10ⁿ and never to 0', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(200)).toBe(200);
    expect(niceMax(201)).toBe(500);
  });

  it('maps values into the pixel range and clamps outside values', () => {
    expect(scaleLinear(5, 10, 200, 0)).toBe(100);
    expect(scaleLinear(20, 10, 200, 0)).toBe(0);
    expect(scaleLinear(3, 0, 200, 0)).toBe(200);
  });

  it('spreads points evenly, a single one in the middle', () => {
    expect(spreadX(3, 0, 100)).toEqual([0, 50, 100]);
    expect(spreadX(1, 0, 100)).toEqual([50]);
    expect(spreadX(0, 0, 100)).toEqual([]);
  });

  it('labels a week by its Thai day and month', () => {
    expect(formatWeek('2026-11-16')).toBe('16 พ.ย.');
    expect(formatWeek('not a date')).toBe('not a date');
  });
});
