import { describe, expect, test } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { parsePrefer } from './prefer.ts';
import { APPLIED_BY, preferenceApplied } from './prefer-applied.ts';

describe('parsePrefer', () => {
  test('reads every PostgREST preference; the first of each kind wins; spaces do not matter', () => {
    const prefs = parsePrefer('count=exact,    return=representation , missing=default, count=planned, max-affected=5, handling=strict');
    expect(prefs).toMatchObject({
      count: 'exact',
      return: 'representation',
      missing: 'default',
      missingDefault: true,
      maxAffected: 5,
      handling: 'strict',
    });
  });

  test('handling=strict lists every invalid preference in PGRST122; lenient ignores them', () => {
    let error: unknown;
    try {
      parsePrefer('handling=strict, foo, return=all, timezone=Mars/Olympus, timezone=Asia/Bangkok');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'PGRST122', details: 'Invalid preferences: foo, return=all, timezone=Mars/Olympus' });
    expect(parsePrefer('handling=lenient, foo').handling).toBe('lenient');
    expect(parsePrefer('timezone=Asia/Bangkok').timezone).toBe('Asia/Bangkok');
    expect(parsePrefer('timezone=Mars/Olympus').timezone).toBeNull();
  });

  test('tx is applied only when db-tx-end allows the override; rollback-by-default servers roll back unless tx=commit', () => {
    expect(parsePrefer('tx=rollback')).toMatchObject({ tx: null, rollback: false });
    expect(parsePrefer('tx=rollback', 'commit-allow-override')).toMatchObject({ tx: 'rollback', rollback: true });
    expect(parsePrefer('', 'rollback')).toMatchObject({ tx: null, rollback: true });
    expect(parsePrefer('tx=commit', 'rollback-allow-override')).toMatchObject({ tx: 'commit', rollback: false });
    expect(parsePrefer('tx=commit', 'rollback')).toMatchObject({ tx: null, rollback: true });
  });

  test('Preference-Applied: the honoured ones in PostgREST order; max-affected only with handling=strict', () => {
    const prefs = parsePrefer('max-affected=3, handling=strict, return=minimal, count=exact, resolution=merge-duplicates', 'commit');
    expect(preferenceApplied(prefs, APPLIED_BY.update)).toEqual({
      'Preference-Applied': 'return=minimal, count=exact, handling=strict, max-affected=3',
    });
    expect(preferenceApplied(parsePrefer('max-affected=3'), APPLIED_BY.delete)).toEqual({});
    expect(preferenceApplied(prefs, APPLIED_BY.insert)).toEqual({
      'Preference-Applied': 'resolution=merge-duplicates, return=minimal, count=exact, handling=strict',
    });
  });
});
