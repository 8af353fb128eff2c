import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@shared/platform/router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { courseFormSchema, toCourseForm, useSaveCourse } from '../api/save-course.ts';
import { CourseFormFields } from './course-form-fields.tsx';

/** Creates a draft course, then opens its editor so modules and lessons can be added. */
export function CreateCourseDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useSaveCourse();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(courseFormSchema), defaultValues: toCourseForm(null) });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { values },
      {
        onSuccess: (course) => {
          toast.success(adminTh.courses.saved);
          onOpenChange(false);
          form.reset(toCourseForm(null));
          void navigate(`/admin/courses/${course.id}`);
        },
        onError: toastAdminError,
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!save.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{adminTh.courses.addTitle}</DialogTitle>
          <DialogDescription>{th.status.draft}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <CourseFormFields form={form} />
          <SubmitRow pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
