import { adminTh } from '../../../config/messages.ts';
import { AUDIT_TABLES } from '../api/types.ts';

/** The Thai name of an audited table; a table added to the audit later shows its own name until it gets one. */
export function auditTableLabel(table: string): string {
  const known = AUDIT_TABLES.find((t) => t === table);
  return known ? adminTh.audit.tables[known] : table;
}
