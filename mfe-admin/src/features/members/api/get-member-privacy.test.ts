import { describe, expect, it } from 'vitest';
import { matchesPrivacyFilter, type MemberPrivacy } from './get-member-privacy.ts';

const row = (consent: MemberPrivacy['consent_status'], deletion: string | null = null): MemberPrivacy => ({
  user_id: 'u1',
  consent_status: consent,
  deletion_scheduled_for: deletion,
});

describe('matchesPrivacyFilter', () => {
  it('keeps everyone for "all", even without a known state', () => {
    expect(matchesPrivacyFilter(undefined, 'all')).toBe(true);
  });
  it('picks pending deletions, outdated and missing consent', () => {
    expect(matchesPrivacyFilter(row('current', '2026-12-01T00:00:00Z'), 'deletion')).toBe(true);
    expect(matchesPrivacyFilter(row('current'), 'deletion')).toBe(false);
    expect(matchesPrivacyFilter(row('outdated'), 'outdated')).toBe(true);
    expect(matchesPrivacyFilter(row('none'), 'outdated')).toBe(false);
    expect(matchesPrivacyFilter(row('none'), 'none')).toBe(true);
    expect(matchesPrivacyFilter(undefined, 'none')).toBe(false);
  });
});
