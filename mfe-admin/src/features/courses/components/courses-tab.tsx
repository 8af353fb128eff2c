import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { useAdminCourses } from '../api/get-admin-courses.ts';
import { useDeleteCourse } from '../api/delete-course.ts';
import type { AdminCourseRow } from '../api/types.ts';
import { CoursesTable } from './courses-table.tsx';
import { CreateCourseDialog } from './create-course-dialog.tsx';

export function CoursesTab() {
  const courses = useAdminCourses();
  const remove = useDeleteCourse();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminCourseRow | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(adminTh.courses.deleted);
        setDeleting(null);
      },
      onError: toastAdminError,
    });
  };
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {adminTh.courses.add}
        </Button>
      </div>
      {courses.isPending ? <TableSkeleton /> : null}
      {courses.isError ? <ErrorState message={thaiErrorMessage(courses.error)} onRetry={() => void courses.refetch()} /> : null}
      {courses.isSuccess && courses.data.length === 0 ? <EmptyState title={adminTh.courses.empty} /> : null}
      {courses.isSuccess && courses.data.length > 0 ? <CoursesTable courses={courses.data} onDelete={setDeleting} /> : null}
      <CreateCourseDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
