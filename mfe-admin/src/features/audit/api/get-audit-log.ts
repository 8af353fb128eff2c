import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { AUDIT_PAGE_SIZE, type AuditFilters } from '../lib/audit-filters.ts';
import { auditKeys } from './keys.ts';
import { auditPageSchema, type AuditPage } from './types.ts';

/**
 * One page of the audit log from rpc admin_list_audit_log, newest first: the server filters and
 * counts, and refuses anyone but an admin at aal2.
 */
export async function getAuditLog(filters: AuditFilters): Promise<AuditPage> {
  const answer = await getSupabase().rpc('admin_list_audit_log', {
    p_table: filters.table ?? undefined,
    p_actor: filters.actor ?? undefined,
    p_from: filters.from ?? undefined,
    p_to: filters.to ?? undefined,
    p_limit: AUDIT_PAGE_SIZE,
    p_offset: (filters.page - 1) * AUDIT_PAGE_SIZE,
  });
  return auditPageSchema.parse(unwrap(answer));
}

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
    // Opening the tab after making a change must show that change.
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditLogQuery(filters));
}
