import { describe, expect, it } from 'vitest';
import { fromTimeRanges, hasWatchedEnough, MAX_RANGES, mergeRanges, playedSeconds, rangesToStore, resumeAt } from './played-ranges.ts';

const timeRanges = (pairs: [number, number][]) => ({
  length: pairs.length,
  start: (i: number) => pairs[i]?.[0] ?? 0,
  end: (i: number) => pairs[i]?.[1] ?? 0,
});

describe('mergeRanges', () => {
  it('sorts, joins overlapping and touching stretches, and drops empty ones', () => {
    expect(
      mergeRanges([
        [50, 60],
        [0, 10],
        [9, 20],
        [20.3, 25],
        [30, 30],
        [40, 35],
      ]),
    ).toEqual([
      [0, 25],
      [50, 60],
    ]);
  });
});

describe('watched at 90 %', () => {
  it('counts time actually played, not where the playhead ended', () => {
    // Played 5 s, then sought to the end and played its last second.
    const played = fromTimeRanges(
      timeRanges([
        [0, 5],
        [99, 100],
      ]),
    );
    expect(playedSeconds(played, 100)).toBe(6);
    expect(hasWatchedEnough(played, 100)).toBe(false);
  });

  it('is watched at 90 % played, not at 89 %', () => {
    expect(hasWatchedEnough([[0, 89]], 100)).toBe(false);
    expect(hasWatchedEnough([[0, 90]], 100)).toBe(true);
  });

  it('adds up stretches from earlier sessions and this one, without counting a replay twice', () => {
    const earlier = [[0, 50]] as const;
    const now = fromTimeRanges(timeRanges([[40, 95]]));
    expect(playedSeconds([...earlier, ...now], 100)).toBe(95);
    expect(hasWatchedEnough([...earlier, ...now], 100)).toBe(true);
    expect(
      hasWatchedEnough(
        [
          [0, 50],
          [0, 50],
          [10, 40],
        ],
        100,
      ),
    ).toBe(false);
  });

  it('never counts an unknown or zero duration as watched', () => {
    expect(hasWatchedEnough([[0, 10]], Number.NaN)).toBe(false);
    expect(hasWatchedEnough([[0, 10]], 0)).toBe(false);
  });

  it('does not count time past the end of the video', () => {
    expect(playedSeconds([[0, 500]], 6)).toBe(6);
  });
});

describe('rangesToStore', () => {
  it('keeps at most the server limit, the longest stretches first, in order', () => {
    const many = Array.from({ length: MAX_RANGES + 10 }, (_, i): [number, number] => [i * 10, i * 10 + (i % 2 === 0 ? 1 : 5)]);
    const stored = rangesToStore(many);
    expect(stored).toHaveLength(MAX_RANGES);
    expect(stored.every(([s, e], i) => i === 0 || s > (stored[i - 1]?.[1] ?? 0) || e < s)).toBe(true);
    expect(stored.filter(([s, e]) => e - s === 5)).toHaveLength(MAX_RANGES / 2 + 5);
  });
});

describe('resumeAt', () => {
  it('resumes from a saved place in the middle only', () => {
    expect(resumeAt(192, 600)).toBe(192);
    expect(resumeAt(0.4, 600)).toBeNull();
    expect(resumeAt(599.5, 600)).toBeNull();
  });
});
