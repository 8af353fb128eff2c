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
      free: false,
      minPrice: null,
      maxPrice: null,
      minRating: null,
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

describe('the free, price range and rating filters', () => {
  it('reads them from the URL the GET form sends, empty boxes meaning no bound', () => {
    expect(parseFilters(new URLSearchParams('free=1&min_price=500&max_price=&rating=4'))).toMatchObject({
      free: true,
      minPrice: 500,
      maxPrice: null,
      minRating: '4',
    });
  });

  it('ignores values the database would refuse or the form does not offer', () => {
    expect(parseFilters(new URLSearchParams('free=yes&min_price=-5&max_price=99999999999&rating=2'))).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams('min_price=1.5&max_price=abc&rating=5'))).toEqual(DEFAULT_FILTERS);
  });

  it('writes them before the page, so page links differ only at their end', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, free: true, minRating: '3.5', page: 2 }).toString()).toBe('free=1&rating=3.5&page=2');
    expect(catalogueHref({ ...DEFAULT_FILTERS, minPrice: 0, maxPrice: 1000 })).toBe('/courses?min_price=0&max_price=1000');
  });
});

describe('filtersToParams', () => {
  it('keeps only non-default values, trimmed', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, q: '  react ', level: 'beginner' }).toString()).toBe('q=react&level=beginner');
    expect(filtersToParams({ ...DEFAULT_FILTERS, sort: 'popular', page: 3 }).toString()).toBe('sort=popular&page=3');
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = {
      q: 'Git และ GitHub',
      category: 'programming',
      level: 'beginner',
      sort: 'newest',
      page: 4,
      free: true,
      minPrice: 500,
      maxPrice: 3000,
      minRating: '4.5',
    } as const;
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });
});

describe('catalogueHref', () => {
  it('is /courses alone for the default view, else with its parameters', () => {
    expect(catalogueHref(DEFAULT_FILTERS)).toBe('/courses');
    expect(catalogueHref({ ...DEFAULT_FILTERS, category: 'design', page: 2 })).toBe('/courses?category=design&page=2');
  });
});
