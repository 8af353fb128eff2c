import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { courseFormSchema, toCourseForm, useSaveCourse } from '../api/save-course.ts';
import type { CourseRecord } from '../api/types.ts';
import { CourseFormFields } from './course-form-fields.tsx';
import { CoverUpload } from '../../../components/media/index.ts';

/** Edits an existing course's details in place on its editor page. */
export function CourseDetailsForm({ course }: { course: CourseRecord }) {
  const save = useSaveCourse();
  const form = useForm({ resolver: zodResolver(courseFormSchema), defaultValues: toCourseForm(course) });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: course.id, values },
      {
        onSuccess: (saved) => {
          toast.success(adminTh.courses.saved);
          form.reset(toCourseForm(saved));
        },
        onError: toastAdminError,
      },
    ),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label={adminTh.courses.editTitle}>
      <CourseFormFields form={form} />
      {/* Uploading fills the image field; saving the details stores it. */}
      <CoverUpload
        courseId={course.id}
        onUploaded={(url) => form.setValue('image_url', url, { shouldDirty: true, shouldValidate: true })}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? adminTh.actions.saving : adminTh.courses.saveDetails}
        </Button>
      </div>
    </form>
  );
}
