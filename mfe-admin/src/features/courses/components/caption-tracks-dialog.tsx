import { CaptionUpload } from '../../../components/media/index.ts';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { ErrorState } from '@shared/ui/error-state';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { useLessonCaptions } from '../api/get-lesson-captions.ts';
import { captionTracksFormSchema, type CaptionTrack } from '../api/lesson-media-schemas.ts';
import { useSaveLessonCaptions } from '../api/save-lesson-captions.ts';
import type { LessonRecord } from '../api/types.ts';

const t = adminTh.lessonMedia;
/** What a new row starts as: Thai first, then English, then blank. */
const SUGGESTED: CaptionTrack[] = [
  { lang: 'th', label: 'ไทย', url: '' },
  { lang: 'en', label: 'English', url: '' },
];

/** The WebVTT tracks of one video lesson: add, edit, remove, saved as one list. */
export function CaptionTracksDialog({ lesson, onClose }: { lesson: LessonRecord | null; onClose: () => void }) {
  const captions = useLessonCaptions(lesson?.id ?? null);
  const save = useSaveLessonCaptions();
  const form = useForm({ resolver: zodResolver(captionTracksFormSchema), defaultValues: { tracks: [] } });
  const tracks = useFieldArray({ control: form.control, name: 'tracks' });
  const { errors } = form.formState;
  // Each opening starts from what is saved, not from an earlier, cancelled edit.
  useEffect(() => {
    if (lesson && captions.data) form.reset({ tracks: captions.data });
  }, [captions.data, lesson, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!lesson) return;
    save.mutate(
      { lessonId: lesson.id, values },
      {
        onSuccess: () => {
          toast.success(t.captionsSaved);
          onClose();
        },
        onError: toastAdminError,
      },
    );
  });
  const addRow = () => {
    const taken = new Set(form.getValues('tracks').map((track) => track.lang));
    tracks.append(SUGGESTED.find((s) => !taken.has(s.lang)) ?? { lang: '', label: '', url: '' });
  };

  return (
    <Dialog
      open={lesson !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t.captionsOf(lesson?.title ?? '')}</DialogTitle>
          <DialogDescription>{t.captionsDescription}</DialogDescription>
        </DialogHeader>
        {captions.isPending ? <TableSkeleton rows={2} /> : null}
        {captions.isError ? <ErrorState message={thaiErrorMessage(captions.error)} onRetry={() => void captions.refetch()} /> : null}
        {captions.isSuccess ? (
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label={t.captions}>
            {tracks.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t.captionsEmpty}</p> : null}
            {tracks.fields.map((field, index) => {
              const rowErrors = errors.tracks?.[index];
              const id = (name: keyof CaptionTrack) => `caption-${index}-${name}`;
              return (
                <fieldset
                  key={field.id}
                  className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[7rem_10rem_1fr_auto]"
                  data-testid="caption-row"
                >
                  <legend className="sr-only">{`${t.captions} ${index + 1}`}</legend>
                  <FormField id={id('lang')} label={t.captionLang} hint={t.captionLangHint} error={rowErrors?.lang?.message}>
                    <Input {...fieldA11y(id('lang'), rowErrors?.lang?.message)} {...form.register(`tracks.${index}.lang`)} />
                  </FormField>
                  <FormField id={id('label')} label={t.captionLabel} error={rowErrors?.label?.message}>
                    <Input {...fieldA11y(id('label'), rowErrors?.label?.message)} {...form.register(`tracks.${index}.label`)} />
                  </FormField>
                  <FormField id={id('url')} label={t.captionUrl} error={rowErrors?.url?.message}>
                    <Input
                      {...fieldA11y(id('url'), rowErrors?.url?.message)}
                      placeholder="/media/captions/lesson.th.vtt"
                      {...form.register(`tracks.${index}.url`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className="sm:mt-7"
                    aria-label={t.removeCaption(form.getValues(`tracks.${index}.label`) || String(index + 1))}
                    onClick={() => tracks.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                  {/* Or upload the .vtt: it goes to the private lesson-captions bucket and fills the URL. */}
                  {lesson ? (
                    <div className="sm:col-span-4">
                      <CaptionUpload
                        id={`caption-${index}-upload`}
                        lessonId={lesson.id}
                        lang={form.getValues(`tracks.${index}.lang`) || 'th'}
                        onUploaded={(path) =>
                          form.setValue(`tracks.${index}.url`, `storage:${path}`, { shouldDirty: true, shouldValidate: true })
                        }
                      />
                    </div>
                  ) : null}
                </fieldset>
              );
            })}
            <div>
              <Button type="button" variant="outline" size="sm" onClick={addRow} disabled={tracks.fields.length >= 20}>
                <Plus aria-hidden="true" />
                {t.addCaption}
              </Button>
            </div>
            <SubmitRow pending={save.isPending} onCancel={onClose} />
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
