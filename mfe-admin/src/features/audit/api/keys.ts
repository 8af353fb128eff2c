import type { AuditFilters } from '../lib/audit-filters.ts';

export const auditKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};
