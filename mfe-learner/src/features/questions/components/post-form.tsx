import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { LiveFieldset } from '@shared/ui/live-fieldset';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { Textarea } from '@shared/ui/textarea';
import { questionText } from '../../../config/question-messages.ts';
import { questionFormSchema, replyFormSchema, type QuestionFormValues, type ReplyFormValues } from '../lib/post-schemas.ts';

type Common = {
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  /**
   * Names the form's fields (`<formId>-body`) and, to the paint-first gate, the form itself: a form the server
   * renders (a thread's reply box on a lesson, decision 0079) needs the same one in both renders, so what was
   * typed before the page was live is handed to the live field and a submission then is sent once live.
   * A form only the live page shows may leave it out.
   */
  formId?: string;
};

/** `clear` empties the form: call it once the server took the post. */
type QuestionProps = Common & { defaultValues?: QuestionFormValues; onSubmit: (values: QuestionFormValues, clear: () => void) => void };
type ReplyProps = Common & { defaultValues?: ReplyFormValues; onSubmit: (values: ReplyFormValues, clear: () => void) => void };

function FormButtons({ busy, submitLabel, onCancel }: Common) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? questionText.sending : (submitLabel ?? questionText.send)}
      </Button>
      {onCancel ? (
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {questionText.cancel}
        </Button>
      ) : null}
    </div>
  );
}

/** Title + details: asking, or editing one's question. What was typed stays on a refusal. */
export function QuestionForm({ label, busy, submitLabel, onCancel, defaultValues, onSubmit, formId }: QuestionProps) {
  const generatedId = useId();
  const id = formId ?? generatedId;
  const form = useForm<QuestionFormValues>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: defaultValues ?? { title: '', body: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-3"
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, () => form.reset({ title: '', body: '' })))(event)}
    >
      <LiveFieldset control={id}>
        <FormField id={`${id}-title`} label={questionText.title} error={errors.title?.message}>
          <Input
            {...fieldA11y(`${id}-title`, errors.title?.message)}
            placeholder={questionText.titlePlaceholder}
            {...form.register('title')}
          />
        </FormField>
        <FormField id={`${id}-body`} label={questionText.body} error={errors.body?.message}>
          <Textarea
            {...fieldA11y(`${id}-body`, errors.body?.message)}
            rows={5}
            placeholder={questionText.bodyPlaceholder}
            {...form.register('body')}
          />
        </FormField>
        <FormButtons label={label} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
      </LiveFieldset>
    </form>
  );
}

/** One text box: replying, or editing one's reply. */
export function ReplyForm({ label, busy, submitLabel, onCancel, defaultValues, onSubmit, formId }: ReplyProps) {
  const generatedId = useId();
  const id = formId ?? generatedId;
  const form = useForm<ReplyFormValues>({ resolver: zodResolver(replyFormSchema), defaultValues: defaultValues ?? { body: '' } });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-3"
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, () => form.reset({ body: '' })))(event)}
    >
      <LiveFieldset control={id}>
        <FormField id={`${id}-body`} label={questionText.replyLabel} error={errors.body?.message}>
          <Textarea
            {...fieldA11y(`${id}-body`, errors.body?.message)}
            rows={3}
            placeholder={questionText.replyPlaceholder}
            {...form.register('body')}
          />
        </FormField>
        <FormButtons label={label} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
      </LiveFieldset>
    </form>
  );
}
