import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { cn } from '@shared/ui/cn';
import { adminTh } from '../../../config/messages.ts';
import { auditActorLabel } from '../lib/audit-actor.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import type { AuditEntry } from '../api/types.ts';
import { auditFieldChanges, formatAuditValue } from '../lib/audit-diff.ts';
import { auditTableLabel } from '../lib/audit-labels.ts';

type AuditDiffDialogProps = { entry: AuditEntry | null; onClose: () => void };

/** One entry as before → after: the changed fields of an update, the whole row of an insert or delete. */
export function AuditDiffDialog({ entry, onClose }: AuditDiffDialogProps) {
  const t = adminTh.audit;
  const changes = entry ? auditFieldChanges(entry) : [];
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        {entry ? (
          <>
            <DialogHeader>
              <DialogTitle>{t.diffTitle(t.actions[entry.action], auditTableLabel(entry.table_name), entry.row_id)}</DialogTitle>
              <DialogDescription>{t.diffDescription(auditActorLabel(entry).name, formatThaiDateTime(entry.at))}</DialogDescription>
            </DialogHeader>
            {changes.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noChanges}</p>
            ) : (
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t.details}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="border-b px-2 py-1 text-start">
                      {t.field}
                    </th>
                    <th scope="col" className="border-b px-2 py-1 text-start">
                      {t.before}
                    </th>
                    <th scope="col" className="border-b px-2 py-1 text-start">
                      {t.after}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr key={c.field} data-testid="audit-field">
                      <th scope="row" className="border-b px-2 py-1 text-start align-top font-mono text-xs font-normal">
                        {c.field}
                      </th>
                      <Value value={c.before} tone={entry.action === 'insert' ? 'none' : c.changed ? 'old' : 'none'} />
                      <Value value={c.after} tone={entry.action === 'delete' ? 'none' : c.changed ? 'new' : 'none'} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Value({ value, tone }: { value: unknown; tone: 'old' | 'new' | 'none' }) {
  return (
    <td className={cn('max-w-72 border-b px-2 py-1 align-top', tone === 'old' && 'bg-destructive/10', tone === 'new' && 'bg-primary/10')}>
      <span className="line-clamp-6 whitespace-pre-wrap break-words">{formatAuditValue(value)}</span>
    </td>
  );
}
