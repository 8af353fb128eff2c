import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { ErrorState } from '@shared/ui/error-state';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { adminErrorMessage } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { useQuizForEditing } from '../api/get-quiz-for-editing.ts';
import { useSaveQuiz } from '../api/save-quiz.ts';
import { emptyQuestion, validateQuiz, type EditorErrors, type EditorValues } from '../../../lib/quiz-editor-values.ts';
import { QuizQuestionEditor } from '../../../components/quiz-question-editor.tsx';

export type QuizLessonTarget = { id: number; title: string };

/** The quiz editor of one quiz lesson, opened from the course's curriculum. */
export function QuizEditorDialog({ lesson, onClose }: { lesson: QuizLessonTarget | null; onClose: () => void }) {
  const t = adminTh.quizEditor;
  const quiz = useQuizForEditing(lesson?.id ?? null);
  return (
    <Dialog
      open={lesson !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t.title(lesson?.title ?? '')}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {quiz.isPending ? (
          <div role="status">
            <span className="sr-only">{t.loading}</span>
            <TableSkeleton rows={3} />
          </div>
        ) : null}
        {quiz.isError ? <ErrorState message={thaiErrorMessage(quiz.error)} onRetry={() => void quiz.refetch()} /> : null}
        {lesson && quiz.isSuccess ? <QuizEditorForm key={lesson.id} lessonId={lesson.id} initial={quiz.data} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function QuizEditorForm({ lessonId, initial, onClose }: { lessonId: number; initial: EditorValues; onClose: () => void }) {
  const t = adminTh.quizEditor;
  const save = useSaveQuiz();
  const [values, setValues] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save has rendered its messages, move to the first field with one, so keyboard
  // users land on what to fix.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const setQuestions = (questions: EditorValues['questions']) => setValues((v) => ({ ...v, questions }));

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateQuiz(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    save.mutate(
      { lessonId, values },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: (error) => setServerError(adminErrorMessage(error)),
      },
    );
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" data-testid="quiz-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="quiz-pass_percent" label={t.passPercent} error={errors.pass_percent}>
          <Input
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            {...fieldA11y('quiz-pass_percent', errors.pass_percent)}
            value={values.pass_percent}
            onChange={(e) => setValues((v) => ({ ...v, pass_percent: e.target.value }))}
          />
        </FormField>
        <FormField id="quiz-max_attempts" label={t.maxAttempts} error={errors.max_attempts}>
          <Input
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            {...fieldA11y('quiz-max_attempts', errors.max_attempts)}
            value={values.max_attempts}
            onChange={(e) => setValues((v) => ({ ...v, max_attempts: e.target.value }))}
          />
        </FormField>
      </div>
      {values.questions.map((question, index) => (
        <QuizQuestionEditor
          key={question.key}
          question={question}
          index={index}
          errors={errors}
          onChange={(changed) => setQuestions(values.questions.map((q, i) => (i === index ? changed : q)))}
          onRemove={() => setQuestions(values.questions.filter((_, i) => i !== index))}
          onMoveUp={
            index === 0
              ? null
              : () => {
                  const next = [...values.questions];
                  const [moved] = next.splice(index, 1);
                  if (moved) next.splice(index - 1, 0, moved);
                  setQuestions(next);
                }
          }
        />
      ))}
      {errors.questions ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.questions}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" onClick={() => setQuestions([...values.questions, emptyQuestion()])}>
          <Plus aria-hidden="true" />
          {t.addQuestion}
        </Button>
      </div>
      {hasErrors ? (
        <p role="alert" className="text-sm text-destructive">
          {t.fixErrors}
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="quiz-editor-error">
          {serverError}
        </p>
      ) : null}
      <SubmitRow pending={save.isPending} onCancel={onClose} />
    </form>
  );
}
