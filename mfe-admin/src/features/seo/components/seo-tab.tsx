import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { formatThaiShortDate } from '@shared/messages/format';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { DataTable, TableSkeleton, Td, Th } from '../../../components/data-table.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { useSeoRows } from '../api/get-seo.ts';
import { useDeleteSeo } from '../api/delete-seo.ts';
import { SeoFormDialog, type SeoTarget } from './seo-form-dialog.tsx';
import { EditButton, DeleteButton } from '../../../components/row-action-buttons.tsx';

/** Per-page title and description in site_seo; the shell puts them in the document head. */
export function SeoTab() {
  const rows = useSeoRows();
  const remove = useDeleteSeo();
  const [target, setTarget] = useState<SeoTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const t = adminTh.seo;
  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(t.deleted);
        setDeleting(null);
      },
      onError: toastAdminError,
    });
  };
  return (
    <section className="grid gap-4" aria-labelledby="seo-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="seo-heading" className="text-xl font-semibold">
            {t.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{t.hint}</p>
        </div>
        <Button onClick={() => setTarget({ isNew: true, values: { path: '/', title: '', description: '' } })}>
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </div>
      {rows.isPending ? <TableSkeleton rows={3} /> : null}
      {rows.isError ? <ErrorState message={thaiErrorMessage(rows.error)} onRetry={() => void rows.refetch()} /> : null}
      {rows.isSuccess && rows.data.length === 0 ? <EmptyState title={t.empty} /> : null}
      {rows.isSuccess && rows.data.length > 0 ? (
        <DataTable caption={t.heading}>
          <thead>
            <tr>
              <Th>{t.path}</Th>
              <Th>{t.title}</Th>
              <Th>{t.description}</Th>
              <Th>{t.updated}</Th>
              <Th className="text-end">{t.actions}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row.path} data-testid="seo-row">
                <Td className="font-mono text-xs">{row.path}</Td>
                <Td className="font-medium">{row.title}</Td>
                <Td className="max-w-md text-muted-foreground">{row.description}</Td>
                <Td>{formatThaiShortDate(row.updated_at)}</Td>
                <Td>
                  <div className="flex justify-end gap-1">
                    <EditButton
                      itemLabel={row.path}
                      onClick={() =>
                        setTarget({ isNew: false, values: { path: row.path, title: row.title, description: row.description } })
                      }
                    />
                    <DeleteButton itemLabel={row.path} onClick={() => setDeleting(row.path)} />
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <SeoFormDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDeleteDialog name={deleting} pending={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </section>
  );
}
