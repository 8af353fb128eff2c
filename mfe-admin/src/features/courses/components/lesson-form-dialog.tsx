import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { lessonFormSchema, useSaveLesson, type LessonFormValues } from '../api/save-lesson.ts';
import { LESSON_TYPES, LESSON_TYPE_LABELS } from '@shared/db/lessons';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { LessonFilesEditor, VideoUpload, storageVideoUrl } from '../../../components/media/index.ts';

export type LessonTarget = { moduleId: number; id?: number; values: LessonFormValues };

/** Adds or edits a lesson with its content and the free-preview flag ('ดูฟรี'). */
export function LessonFormDialog({ courseId, target, onClose }: { courseId: number; target: LessonTarget | null; onClose: () => void }) {
  const save = useSaveLesson();
  const form = useForm({ resolver: zodResolver(lessonFormSchema) });
  const { errors } = form.formState;
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  useEffect(() => {
    if (target) form.reset(target.values);
  }, [target, form]);
  const onSubmit = form.handleSubmit((values) => {
    if (!target) return;
    save.mutate(
      { courseId, moduleId: target.moduleId, ...(target.id === undefined ? {} : { id: target.id }), values },
      {
        onSuccess: () => {
          toast.success(adminTh.curriculum.lessonSaved);
          onClose();
        },
        onError: toastAdminError,
      },
    );
  });
  const t = adminTh.curriculum;
  const f = (id: keyof LessonFormValues) => fieldA11y(`lesson-${id}`, errors[id]?.message);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent className="max-w-2xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{target?.id === undefined ? t.addLesson : t.editLesson}</DialogTitle>
          <DialogDescription>{target?.values.title ?? ''}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="lesson-title" label={t.lessonTitle} error={errors.title?.message}>
            <Input {...f('title')} {...form.register('title')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="lesson-type" label={t.type} error={errors.type?.message}>
              <NativeSelect {...f('type')} {...form.register('type')}>
                {LESSON_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {LESSON_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="lesson-duration_minutes" label={t.duration} error={errors.duration_minutes?.message}>
              <Input
                type="number"
                min={0}
                max={1440}
                step={1}
                {...f('duration_minutes')}
                {...form.register('duration_minutes', { valueAsNumber: true })}
              />
            </FormField>
            <FormField id="lesson-position" label={t.position} error={errors.position?.message}>
              <Input type="number" min={0} step={1} {...f('position')} {...form.register('position', { valueAsNumber: true })} />
            </FormField>
          </div>
          <div className="flex items-center gap-2">
            <input
              id="lesson-is_preview"
              type="checkbox"
              className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring"
              {...form.register('is_preview')}
            />
            <label htmlFor="lesson-is_preview" className="text-sm font-medium">
              {t.preview}
            </label>
          </div>
          <FormField id="lesson-video_url" label={t.videoUrl} hint={adminTh.lessonMedia.videoUrlHint} error={errors.video_url?.message}>
            <Input {...f('video_url')} {...form.register('video_url')} />
          </FormField>
          {/* A saved lesson has a folder in Storage: uploading fills the video and its duration. */}
          {target?.id !== undefined && (
            <VideoUpload
              lessonId={target.id}
              onUploaded={({ path, durationSeconds }) => {
                form.setValue('video_url', storageVideoUrl(path), { shouldDirty: true, shouldValidate: true });
                if (durationSeconds !== null) form.setValue('video_duration_seconds', durationSeconds, { shouldDirty: true });
              }}
            />
          )}
          <FormField
            id="lesson-video_duration_seconds"
            label={t.videoDuration}
            hint={t.videoDurationHint}
            error={errors.video_duration_seconds?.message}
          >
            <Input
              type="number"
              min={0}
              max={86400}
              step="any"
              {...f('video_duration_seconds')}
              {...form.register('video_duration_seconds', {
                setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
              })}
            />
          </FormField>
          <FormField id="lesson-body" label={t.body} error={errors.body?.message}>
            <MarkdownEditor {...f('body')} value={body} {...form.register('body')} images={{ kind: 'course', courseId }} />
          </FormField>
          {target?.id !== undefined && <LessonFilesEditor lessonId={target.id} />}
          <SubmitRow pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
