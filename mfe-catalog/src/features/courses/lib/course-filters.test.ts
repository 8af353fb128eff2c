import { describe, expect, it } from 'vitest';
import { filtersToParams, parseFilters, searchOrFilter } from './course-filters.ts';

describe('parseFilters', () => {
  it('reads q, category and level from the URL', () => {
    expect(parseFilters(new URLSearchParams('q=ไพธอน&category=data-science&level=advanced'))).toEqual({
      q: 'ไพธอน',
      category: 'data-science',
      level: 'advanced',
    });
  });

  it('falls back to "all" for unknown or missing values (a hand-edited link still shows courses)', () => {
    expect(parseFilters(new URLSearchParams('category=cooking&level=expert'))).toEqual({ q: '', category: 'all', level: 'all' });
    expect(parseFilters(new URLSearchParams(''))).toEqual({ q: '', category: 'all', level: 'all' });
  });

  it('caps the search text length', () => {
    expect(parseFilters(new URLSearchParams(`q=${'ก'.repeat(500)}`)).q).toHaveLength(100);
  });
});

describe('filtersToParams', () => {
  it('keeps only non-default values, trimmed', () => {
    expect(filtersToParams({ q: '  react ', category: 'all', level: 'beginner' }).toString()).toBe('q=react&level=beginner');
    expect(filtersToParams({ q: '', category: 'all', level: 'all' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { q: 'Git และ GitHub', category: 'programming', level: 'beginner' } as const;
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });
});

describe('searchOrFilter', () => {
  it('matches title or description with ilike', () => {
    expect(searchOrFilter('python')).toBe('title.ilike."*python*",description.ilike."*python*"');
  });

  it('quotes PostgREST syntax characters so they cannot break the or=() expression', () => {
    expect(searchOrFilter('a,b(c)')).toBe('title.ilike."*a,b(c)*",description.ilike."*a,b(c)*"');
    expect(searchOrFilter('say "hi"')).toContain('"*say \\"hi\\"*"');
  });

  it('escapes LIKE wildcards and turns * into a single-character match', () => {
    expect(searchOrFilter('100%_x*')).toBe(
      'title.ilike."*100\\\\%\\\\_x_*",description.ilike."*100\\\\%\\\\_x_*"',
    );
  });
});
