import { CheckCircle2, XCircle } from 'lucide-react';
import { Input } from '@shared/ui/input';
import { cn } from '@shared/ui/cn';
import { lessonText } from '../../../config/lesson-messages.ts';
import { toggleChoice, type QuizAnswer } from '../lib/quiz-answers.ts';
import type { QuizQuestion } from '../lib/quiz-schemas.ts';

type Props = {
  question: QuizQuestion;
  number: number;
  answer: QuizAnswer | undefined;
  onChange: (answer: QuizAnswer) => void;
  /** After grading: read-only, with the verdict and the author's explanation. */
  result: { correct: boolean; explanation: string } | undefined;
  invalid: boolean;
  disabled: boolean;
};

/**
 * One question as a fieldset: native radio buttons (arrow keys move within the group), check
 * boxes or a text box, so every kind works from the keyboard and reads right in a screen reader.
 */
export function QuizQuestionField({ question, number, answer, onChange, result, invalid, disabled }: Props) {
  const t = lessonText.quiz;
  const base = `quiz-q-${question.id}`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hintId, invalid ? errorId : null, result ? `${base}-result` : null].filter(Boolean).join(' ');
  const hint = question.kind === 'single' ? t.chooseOne : question.kind === 'multiple' ? t.chooseMany : null;
  return (
    <fieldset
      className={cn('grid gap-3 rounded-lg border p-4', invalid && 'border-destructive')}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-testid={`quiz-question-${question.id}`}
    >
      <legend className="px-1 font-semibold">{t.questionLabel(number, question.prompt)}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : (
        <span id={hintId} hidden />
      )}
      {question.kind === 'short' ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${base}-text`} className="text-sm font-medium">
            {t.shortLabel}
          </label>
          <Input
            id={`${base}-text`}
            value={typeof answer === 'string' ? answer : ''}
            placeholder={t.shortPlaceholder}
            maxLength={500}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      ) : (
        <ul className="grid gap-2">
          {question.choices.map((choice) => {
            const inputId = `${base}-c-${choice.id}`;
            const checked = question.kind === 'single' ? answer === choice.id : Array.isArray(answer) && answer.includes(choice.id);
            return (
              <li key={choice.id}>
                <label
                  htmlFor={inputId}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    id={inputId}
                    type={question.kind === 'single' ? 'radio' : 'checkbox'}
                    name={base}
                    value={choice.id}
                    checked={checked}
                    disabled={disabled}
                    className="mt-1 size-4 accent-primary"
                    onChange={(e) => onChange(question.kind === 'single' ? choice.id : toggleChoice(answer, choice.id, e.target.checked))}
                  />
                  <span>{choice.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t.required}
        </p>
      ) : null}
      {result ? (
        <div
          id={`${base}-result`}
          className={cn('grid gap-1 rounded-md p-3 text-sm', result.correct ? 'bg-success/10' : 'bg-destructive/10')}
          data-testid="quiz-question-result"
        >
          <p className={cn('inline-flex items-center gap-2 font-semibold', result.correct ? 'text-success' : 'text-destructive')}>
            {result.correct ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
            {result.correct ? t.correct : t.wrong}
          </p>
          {result.explanation ? (
            <p>
              <span className="font-medium">{`${t.explanation}: `}</span>
              {result.explanation}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
