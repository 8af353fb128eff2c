import { useState } from 'react';
import { PenLine } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { useAdminArticles } from '../api/get-admin-articles.ts';
import { useSetArticleStatus } from '../api/set-article-status.ts';
import { useDeleteArticle } from '../api/delete-article.ts';
import type { AdminArticle } from '../api/types.ts';
import { ArticlesTable } from './articles-table.tsx';
import { ArticleFormDialog } from './article-form-dialog.tsx';

export function ArticlesTab() {
  const articles = useAdminArticles();
  const setStatus = useSetArticleStatus();
  const remove = useDeleteArticle();
  const [editor, setEditor] = useState<{ article: AdminArticle | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);

  const toggleStatus = (a: AdminArticle) => {
    const status = a.status === 'published' ? 'draft' : 'published';
    setStatus.mutate(
      { id: a.id, status },
      {
        onSuccess: () => toast.success(status === 'published' ? adminTh.articles.published : adminTh.articles.drafted),
        onError: toastAdminError,
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(adminTh.articles.deleted);
        setDeleting(null);
      },
      onError: toastAdminError,
    });
  };
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditor({ article: null })}>
          <PenLine aria-hidden="true" />
          {adminTh.articles.add}
        </Button>
      </div>
      {articles.isPending ? <TableSkeleton /> : null}
      {articles.isError ? <ErrorState message={thaiErrorMessage(articles.error)} onRetry={() => void articles.refetch()} /> : null}
      {articles.isSuccess && articles.data.length === 0 ? <EmptyState title={adminTh.articles.empty} /> : null}
      {articles.isSuccess && articles.data.length > 0 ? (
        <ArticlesTable
          articles={articles.data}
          busyId={setStatus.isPending ? setStatus.variables.id : null}
          onEdit={(article) => setEditor({ article })}
          onToggleStatus={toggleStatus}
          onDelete={setDeleting}
        />
      ) : null}
      <ArticleFormDialog open={editor !== null} article={editor?.article ?? null} onClose={() => setEditor(null)} />
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
