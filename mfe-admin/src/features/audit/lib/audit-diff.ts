import type { AuditEntry } from '../api/types.ts';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of an entry as before → after. An update lists the fields that changed (the rest
 * is noise); an insert or a delete lists the whole row, on its one side.
 */
export function auditFieldChanges(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes = fields.map((field) => ({
    field,
    before: before[field],
    after: after[field],
    changed: !same(before[field], after[field]),
  }));
  return entry.action === 'update' ? changes.filter((c) => c.changed) : changes;
}

/** A value as the admin reads it: text as is, nothing as a dash, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
