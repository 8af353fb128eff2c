import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { useSetCourseStatus } from '../api/set-course-status.ts';
import type { PublishStatus } from '../api/types.ts';

/** Publish a draft, or take a published course back to draft (it leaves /courses at once). */
export function CourseStatusButton({ id, title, status }: { id: number; title: string; status: PublishStatus }) {
  const setStatus = useSetCourseStatus();
  const next: PublishStatus = status === 'published' ? 'draft' : 'published';
  const label = status === 'published' ? adminTh.actions.unpublish : adminTh.actions.publish;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={setStatus.isPending}
      aria-label={`${label} ${title}`}
      onClick={() =>
        setStatus.mutate(
          { id, status: next },
          {
            onSuccess: () => toast.success(next === 'published' ? adminTh.courses.published : adminTh.courses.unpublished),
            onError: toastAdminError,
          },
        )
      }
    >
      {status === 'published' ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {label}
    </Button>
  );
}
