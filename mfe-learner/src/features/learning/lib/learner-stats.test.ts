import { describe, expect, it } from 'vitest';
import { computeLearnerStats, courseActionKind, isFinished, isInProgress, minutesToHours, sortByRecentActivity } from './learner-stats.ts';

const course = (progressPercent: number, completedMinutes: number, completedAt: string | null = null) => ({
  progressPercent,
  completedMinutes,
  completedAt,
});

describe('learner stats', () => {
  it('counts enrolled, finished, in progress and hours like the demo learner (5/12, done, untouched)', () => {
    const stats = computeLearnerStats([course(41, 95), course(100, 180, '2026-10-01T00:00:00Z'), course(0, 0)]);
    expect(stats).toEqual({ enrolled: 3, finished: 1, inProgress: 1, studyMinutes: 275, studyHours: 4.6 });
  });

  it('gives zeros for a new learner', () => {
    expect(computeLearnerStats([])).toEqual({ enrolled: 0, finished: 0, inProgress: 0, studyMinutes: 0, studyHours: 0 });
  });

  it('keeps a course finished when lessons were added after completion', () => {
    const grown = course(80, 120, '2026-10-01T00:00:00Z');
    expect(isFinished(grown)).toBe(true);
    expect(isInProgress(grown)).toBe(false);
  });

  it('treats 100 % without a completion stamp as finished, and an untouched enrollment as not in progress', () => {
    expect(isFinished(course(100, 60))).toBe(true);
    expect(isInProgress(course(0, 0))).toBe(false);
    expect(isInProgress(course(1, 5))).toBe(true);
  });

  it('converts minutes to hours with one decimal and ignores negative input', () => {
    expect(minutesToHours(60)).toBe(1);
    expect(minutesToHours(95)).toBe(1.6);
    expect(minutesToHours(-30)).toBe(0);
  });

  it("labels the button 'continue' above 0 % and 'start' at 0 %", () => {
    expect(courseActionKind(0)).toBe('start');
    expect(courseActionKind(1)).toBe('continue');
    expect(courseActionKind(100)).toBe('continue');
  });

  it('sorts by last activity, falling back to the enrollment date', () => {
    const sorted = sortByRecentActivity([
      { id: 'a', lastActivityAt: '2026-01-01T00:00:00Z', enrolledAt: '2025-12-01T00:00:00Z' },
      { id: 'b', lastActivityAt: null, enrolledAt: '2026-02-01T00:00:00Z' },
      { id: 'c', lastActivityAt: '2026-03-01T00:00:00Z', enrolledAt: '2025-12-01T00:00:00Z' },
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['c', 'b', 'a']);
  });
});
