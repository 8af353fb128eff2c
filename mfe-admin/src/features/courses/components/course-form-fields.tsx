import type { UseFormReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { Textarea } from '@shared/ui/textarea';
import { NativeSelect } from '@shared/ui/select';
import { Skeleton } from '@shared/ui/skeleton';
import { Button } from '@shared/ui/button';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { useInstructors } from '../api/get-instructors.ts';
import type { CourseFormValues } from '../api/save-course.ts';
import { CATEGORIES, CATEGORY_LABELS, COURSE_LEVELS, LEVEL_LABELS } from '@shared/db/courses';

/** The course fields, shared by the create dialog and the editor page. */
export function CourseFormFields({ form }: { form: UseFormReturn<CourseFormValues> }) {
  const instructors = useInstructors();
  const { errors } = form.formState;
  const t = adminTh.courses;
  const f = (id: keyof CourseFormValues) => fieldA11y(`course-${id}`, errors[id]?.message);
  return (
    <div className="grid gap-4">
      <FormField id="course-title" label={t.title} error={errors.title?.message}>
        <Input {...f('title')} {...form.register('title')} />
      </FormField>
      <FormField id="course-description" label={t.description} error={errors.description?.message}>
        <Textarea rows={2} {...f('description')} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="course-category" label={t.category} error={errors.category?.message}>
          <NativeSelect {...f('category')} {...form.register('category')}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="course-level" label={t.level} error={errors.level?.message}>
          <NativeSelect {...f('level')} {...form.register('level')}>
            {COURSE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_LABELS[l]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="course-price" label={t.price} error={errors.price?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...f('price')} {...form.register('price', { valueAsNumber: true })} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="course-sale_price" label={t.salePrice} error={errors.sale_price?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...f('sale_price')} {...form.register('sale_price')} />
        </FormField>
        <FormField id="course-sale_ends_at" label={t.saleEndsAt} error={errors.sale_ends_at?.message}>
          <Input type="datetime-local" {...f('sale_ends_at')} {...form.register('sale_ends_at')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="course-instructor_id" label={t.instructor} error={errors.instructor_id?.message}>
          {/* Mounted only once the options exist: a native select cannot hold a value it has no option for. */}
          {instructors.isPending ? (
            <Skeleton className="h-10" />
          ) : instructors.isError ? (
            // Unmounted, the field keeps its current value, so a failed list never clears the instructor.
            <Button variant="outline" onClick={() => void instructors.refetch()}>
              {th.errors.retry}
            </Button>
          ) : (
            <NativeSelect {...f('instructor_id')} {...form.register('instructor_id')}>
              <option value="">{t.noInstructor}</option>
              {(instructors.data ?? []).map((i) => (
                <option key={i.id} value={String(i.id)}>
                  {i.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="course-image_url" label={t.imageUrl} error={errors.image_url?.message}>
          <Input type="url" {...f('image_url')} {...form.register('image_url')} />
        </FormField>
      </div>
      <FormField id="course-long_description" label={t.longDescription} error={errors.long_description?.message}>
        <Textarea rows={4} {...f('long_description')} {...form.register('long_description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="course-what_you_learn" label={t.whatYouLearn} hint={t.onePerLine} error={errors.what_you_learn?.message}>
          <Textarea rows={4} {...f('what_you_learn')} {...form.register('what_you_learn')} />
        </FormField>
        <FormField id="course-requirements" label={t.requirements} hint={t.onePerLine} error={errors.requirements?.message}>
          <Textarea rows={4} {...f('requirements')} {...form.register('requirements')} />
        </FormField>
      </div>
    </div>
  );
}
