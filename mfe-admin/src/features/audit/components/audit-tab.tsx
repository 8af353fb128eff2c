import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@shared/platform/router';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { adminTh } from '../../../config/messages.ts';
import { adminErrorMessage } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { TablePager } from '../../../components/table-pager.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import type { AuditEntry } from '../api/types.ts';
import { AUDIT_PAGE_SIZE, auditFiltersToParams, parseAuditFilters, type AuditFilters } from '../lib/audit-filters.ts';
import { AuditFiltersBar } from './audit-filters-bar.tsx';
import { AuditTable } from './audit-table.tsx';
import { AuditDiffDialog } from './audit-diff-dialog.tsx';

/** บันทึกการเปลี่ยนแปลง: every admin change the database recorded, newest first; filters and page live in the URL. */
export function AuditTab() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAuditFilters(params), [params]);
  const setFilters = useCallback((next: AuditFilters) => setParams(auditFiltersToParams(next)), [setParams]);
  const log = useAuditLog(filters);
  const [open, setOpen] = useState<AuditEntry | null>(null);

  return (
    <div className="grid gap-4">
      <AuditFiltersBar filters={filters} actors={log.data?.actors ?? []} onChange={setFilters} />
      {log.isPending ? <TableSkeleton /> : null}
      {log.isError ? <ErrorState message={adminErrorMessage(log.error)} onRetry={() => void log.refetch()} /> : null}
      {log.isSuccess && log.data.rows.length === 0 ? <EmptyState title={adminTh.audit.empty} /> : null}
      {log.isSuccess && log.data.rows.length > 0 ? (
        <div className="grid gap-3" aria-busy={log.isPlaceholderData}>
          <AuditTable entries={log.data.rows} onOpen={setOpen} />
          <TablePager
            page={filters.page}
            pageSize={AUDIT_PAGE_SIZE}
            total={log.data.total}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </div>
      ) : null}
      <AuditDiffDialog entry={open} onClose={() => setOpen(null)} />
    </div>
  );
}
