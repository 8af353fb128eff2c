import { describe, expect, it } from 'vitest';
import { auditFiltersToParams, EMPTY_AUDIT_FILTERS, parseAuditFilters } from './audit-filters.ts';
import { auditFieldChanges, formatAuditValue } from './audit-diff.ts';

describe('audit filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      table: 'orders' as const,
      actor: '00000000-0000-4000-8000-000000000a01',
      from: '2026-11-01',
      to: '2026-11-24',
      page: 3,
    };
    const params = auditFiltersToParams(filters);
    expect(params).toEqual({ tab: 'audit', table: 'orders', admin: filters.actor, from: '2026-11-01', to: '2026-11-24', page: '3' });
    expect(parseAuditFilters(new URLSearchParams(params))).toEqual(filters);
    expect(auditFiltersToParams(EMPTY_AUDIT_FILTERS)).toEqual({ tab: 'audit' });
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    expect(parseAuditFilters(new URLSearchParams('table=passwords&admin=x&from=yesterday&page=-2'))).toEqual(EMPTY_AUDIT_FILTERS);
  });
});

describe('before → after', () => {
  it('lists only the changed fields of an update, the whole row of an insert', () => {
    expect(auditFieldChanges({ action: 'update', before: { a: 1, b: 'x' }, after: { a: 2, b: 'x' } })).toEqual([
      { field: 'a', before: 1, after: 2, changed: true },
    ]);
    expect(auditFieldChanges({ action: 'insert', before: null, after: { a: 1, b: null } })).toHaveLength(2);
  });

  it('shows text as is and anything else as JSON', () => {
    expect([formatAuditValue('ไทย'), formatAuditValue(null), formatAuditValue(12), formatAuditValue({ a: [1] })]).toEqual([
      'ไทย',
      '—',
      '12',
      '{"a":[1]}',
    ]);
  });
});
