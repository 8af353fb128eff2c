import { describe, expect, it } from 'vitest';
import { catalogueHref, DEFAULT_FILTERS, filtersToParams, parseFilters } from './course-filters.ts';

describe('parseFilters', () => {
  it('reads q, category, level, sort and page from the URL', () => {
    expect(parseFilters(new URLSearchParams('q=ไพธอน&category=data-science&level=advanced&sort=price_desc&page=2'))).toEqual({
      q: 'ไพธอน',
      category: 'data-science',
      level: 'advanced',
      sort: 'price_desc',
      page: 2,
    });
  });

  it('falls back to the defaults for unknown or missing values (a hand-edited link still shows courses)', () => {
    expect(parseFilters(new URLSearchParams('category=cooking&level=expert&sort=cheapest&page=-3'))).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams('page=abc'))).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  it('reads what the GET form sends before the script runs, empty fields and "all" included', () => {
    expect(parseFilters(new URLSearchParams('q=&category=all&level=beginner&sort=recommended'))).toEqual({
      ...DEFAULT_FILTERS,
      level: 'beginner',
    });
  });

  it('caps the search text length', () => {
    expect(parseFilters(new URLSearchParams(`q=${'ก'.repeat(500)}`)).q).toHaveLength(100);
  });
});

describe('filtersToParams', () => {
  it('keeps only non-default values, trimmed', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, q: '  react ', level: 'beginner' }).toString()).toBe('q=react&level=beginner');
    expect(filtersToParams({ ...DEFAULT_FILTERS, sort: 'popular', page: 3 }).toString()).toBe('sort=popular&page=3');
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { q: 'Git และ GitHub', category: 'programming', level: 'beginner', sort: 'newest', page: 4 } as const;
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });
});

describe('catalogueHref', () => {
  it('is /courses alone for the default view, else with its parameters', () => {
    expect(catalogueHref(DEFAULT_FILTERS)).toBe('/courses');
    expect(catalogueHref({ ...DEFAULT_FILTERS, category: 'design', page: 2 })).toBe('/courses?category=design&page=2');
  });
});
