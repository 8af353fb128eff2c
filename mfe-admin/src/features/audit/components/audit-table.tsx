import { Button } from '@shared/ui/button';
import { adminTh } from '../../../config/messages.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { DataTable, Td, Th } from '../../../components/data-table.tsx';
import type { AuditEntry } from '../api/types.ts';
import { auditActorLabel } from '../lib/audit-actor.ts';
import { auditTableLabel } from '../lib/audit-labels.ts';

type AuditTableProps = { entries: AuditEntry[]; onOpen: (entry: AuditEntry) => void };

/** Newest first, as the server sends them; the "details" button opens the before → after view. */
export function AuditTable({ entries, onOpen }: AuditTableProps) {
  const t = adminTh.audit;
  return (
    <DataTable caption={adminTh.tabs.audit}>
      <thead>
        <tr>
          <Th>{t.when}</Th>
          <Th>{t.admin}</Th>
          <Th>{t.action}</Th>
          <Th>{t.table}</Th>
          <Th>{t.row}</Th>
          <Th>
            <span className="sr-only">{t.details}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const actor = auditActorLabel(e);
          return (
            <tr key={e.id} data-testid="audit-row">
              <Td className="whitespace-nowrap">{formatThaiDateTime(e.at)}</Td>
              <Td>
                <div className="font-medium">{actor.name}</div>
                {actor.detail ? <div className="text-xs text-muted-foreground">{actor.detail}</div> : null}
              </Td>
              <Td>{t.actions[e.action]}</Td>
              <Td>{auditTableLabel(e.table_name)}</Td>
              <Td className="font-mono text-xs">{e.row_id}</Td>
              <Td>
                <Button variant="outline" size="sm" aria-label={t.open(auditTableLabel(e.table_name), e.row_id)} onClick={() => onOpen(e)}>
                  {t.details}
                </Button>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
