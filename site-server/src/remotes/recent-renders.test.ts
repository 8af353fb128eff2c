import { describe, expect, it } from 'vitest';
import { recentRenders } from './recent-renders.ts';

describe('recent renders', () => {
  it('gives back the last render of a page with its age', () => {
    let clock = 1_000;
    const renders = recentRenders<string>({ now: () => clock });
    renders.remember('/courses', 'old');
    renders.remember('/courses', 'new');
    clock += 2_500;
    expect(renders.recall('/courses')).toEqual({ value: 'new', ageMs: 2_500 });
    expect(renders.recall('/login')).toBeNull();
  });

  it('forgets a render older than its limit', () => {
    let clock = 0;
    const renders = recentRenders<string>({ maxAgeMs: 60_000, now: () => clock });
    renders.remember('/courses', 'page');
    clock = 60_001;
    expect(renders.recall('/courses')).toBeNull();
  });

  it('keeps at most its count, dropping the page rendered longest ago', () => {
    const renders = recentRenders<string>({ maxEntries: 2 });
    renders.remember('/a', 'a');
    renders.remember('/b', 'b');
    renders.remember('/a', 'a again');
    renders.remember('/c', 'c');
    expect(renders.recall('/b')).toBeNull();
    expect(renders.recall('/a')?.value).toBe('a again');
    expect(renders.recall('/c')?.value).toBe('c');
  });
});
