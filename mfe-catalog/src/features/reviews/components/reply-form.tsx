import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Textarea } from '@shared/ui/textarea';
import { catalogText } from '../../../config/messages.ts';
import { replyFormSchema, useSaveReply, type ReplyFormValues } from '../api/save-reply-mutation.ts';

const t = catalogText.reviews;

type Props = {
  courseId: number;
  reviewId: number;
  reviewerName: string;
  existing: { id: number; body: string } | null;
  onDone: () => void;
};

/** The instructor's or admin's reply to one review: written once, edited in place. */
export function ReplyForm({ courseId, reviewId, reviewerName, existing, onDone }: Props) {
  const save = useSaveReply();
  const form = useForm<ReplyFormValues>({ resolver: zodResolver(replyFormSchema), defaultValues: { body: existing?.body ?? '' } });
  const error = form.formState.errors.body?.message;
  const id = `reply-${reviewId}`;
  return (
    <form
      noValidate
      aria-label={t.replyLabel(reviewerName)}
      className="grid gap-2"
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          save.mutate({ courseId, reviewId, replyId: existing?.id ?? null, values }, { onSuccess: onDone }),
        )(event)
      }
    >
      <FormField id={id} label={t.replyLabel(reviewerName)} error={error}>
        <Textarea {...fieldA11y(id, error)} rows={3} placeholder={t.replyPlaceholder} {...form.register('body')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t.saving : t.replySubmit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t.replyCancel}
        </Button>
      </div>
    </form>
  );
}
