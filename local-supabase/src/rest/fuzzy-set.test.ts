import { describe, expect, test } from 'vitest';
import { fuzzyMatches } from './fuzzy-set.ts';

// The examples of PostgREST's noRelBetweenHint (src/PostgREST/Error.hs doctests).
describe('fuzzy set', () => {
  const best = (wanted: string, names: string[]): string | undefined => fuzzyMatches(wanted, names).find((m) => m.score < 1)?.value;

  test('near names are found, exact ones score 1, far ones are dropped', () => {
    expect(best('film', ['films'])).toBe('films');
    expect(best('role', ['directors', 'roles', 'actors'])).toBe('roles');
    expect(fuzzyMatches('actors', ['directors', 'roles', 'actors'])).toEqual([{ score: 1, value: 'actors' }]);
    expect(best('noclosealternative', ['films'])).toBeUndefined();
    expect(best('noclosealternative', ['directors', 'roles', 'actors'])).toBeUndefined();
  });

  test('the Levenshtein re-score keeps the underscores (PostgREST gives no hint here: 0.30 is under 0.33)', () => {
    expect(fuzzyMatches('function_returning_set_of_rows', ['active_users'])).toEqual([]);
  });

  test('underscores do not count in the grams, as in fuzzyset.js', () => {
    expect(best('compat_embed_tagz', ['compat_embed_order_tags', 'compat_embed_tags', 'compat_embed_customers'])).toBe('compat_embed_tags');
  });
});
