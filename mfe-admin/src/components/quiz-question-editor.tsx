import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { Textarea } from '@shared/ui/textarea';
import { adminTh } from '../config/messages.ts';
import { emptyChoice, QUESTION_KINDS, type EditorErrors, type EditorQuestion, type QuestionKind } from '../lib/quiz-editor-values.ts';

type Props = {
  question: EditorQuestion;
  index: number;
  errors: EditorErrors;
  onChange: (question: EditorQuestion) => void;
  onRemove: () => void;
  onMoveUp: (() => void) | null;
};

/** One question: kind, prompt, choices with the right ones ticked (or accepted answers), explanation. */
export function QuizQuestionEditor({ question, index, errors, onChange, onRemove, onMoveUp }: Props) {
  const t = adminTh.quizEditor;
  const n = index + 1;
  const at = `questions.${index}`;
  const id = (field: string) => `quiz-${question.key}-${field}`;
  const set = (patch: Partial<EditorQuestion>) => onChange({ ...question, ...patch });
  const setChoice = (j: number, patch: Partial<EditorQuestion['choices'][number]>) =>
    set({
      choices: question.choices.map((c, k) => {
        if (k === j) return { ...c, ...patch };
        // A single-choice question has one right answer: ticking one unticks the others.
        return question.kind === 'single' && patch.is_correct ? { ...c, is_correct: false } : c;
      }),
    });
  const choicesError = errors[`${at}.choices`];
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid="quiz-question-editor">
      <legend className="px-1 font-semibold">{t.question(n)}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <FormField id={id('kind')} label={t.kind}>
            <NativeSelect id={id('kind')} value={question.kind} onChange={(e) => set({ kind: e.target.value as QuestionKind })}>
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.kinds[kind]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {onMoveUp ? (
          <Button type="button" variant="outline" size="sm" aria-label={t.moveUp(n)} onClick={onMoveUp}>
            <ArrowUp aria-hidden="true" />
          </Button>
        ) : null}
        <Button type="button" variant="outline" size="sm" aria-label={t.removeQuestion(n)} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <FormField id={id('prompt')} label={t.prompt} error={errors[`${at}.prompt`]}>
        <Textarea
          rows={2}
          {...fieldA11y(id('prompt'), errors[`${at}.prompt`])}
          value={question.prompt}
          onChange={(e) => set({ prompt: e.target.value })}
        />
      </FormField>
      {question.kind === 'short' ? (
        <FormField id={id('answers')} label={t.answers} error={errors[`${at}.answers`]}>
          <Textarea
            rows={3}
            {...fieldA11y(id('answers'), errors[`${at}.answers`])}
            value={question.answers}
            onChange={(e) => set({ answers: e.target.value })}
          />
        </FormField>
      ) : (
        <div
          role="group"
          aria-labelledby={id('choices')}
          aria-invalid={choicesError ? true : undefined}
          aria-describedby={choicesError ? `${id('choices')}-error` : undefined}
          className="grid gap-2"
        >
          <p id={id('choices')} className="text-sm font-medium">
            {t.choices}
          </p>
          {question.choices.map((choice, j) => {
            const labelError = errors[`${at}.choices.${j}.label`];
            return (
              <div key={choice.key} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <input
                    type={question.kind === 'single' ? 'radio' : 'checkbox'}
                    name={id('correct')}
                    aria-label={t.correct(j + 1)}
                    checked={choice.is_correct}
                    onChange={(e) => setChoice(j, { is_correct: e.target.checked })}
                    className="size-4 accent-primary"
                  />
                  <Input
                    aria-label={t.choice(j + 1)}
                    {...fieldA11y(id(`choice-${j}`), labelError)}
                    value={choice.label}
                    onChange={(e) => setChoice(j, { label: e.target.value })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t.removeChoice(j + 1)}
                    onClick={() => set({ choices: question.choices.filter((_, k) => k !== j) })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {labelError ? (
                  <p id={`${id(`choice-${j}`)}-error`} role="alert" className="text-sm text-destructive">
                    {labelError}
                  </p>
                ) : null}
              </div>
            );
          })}
          {choicesError ? (
            <p id={`${id('choices')}-error`} role="alert" className="text-sm text-destructive">
              {choicesError}
            </p>
          ) : null}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => set({ choices: [...question.choices, emptyChoice()] })}>
              <Plus aria-hidden="true" />
              {t.addChoice}
            </Button>
          </div>
        </div>
      )}
      <FormField id={id('explanation')} label={t.explanation} error={errors[`${at}.explanation`]}>
        <Textarea
          rows={2}
          {...fieldA11y(id('explanation'), errors[`${at}.explanation`])}
          value={question.explanation}
          onChange={(e) => set({ explanation: e.target.value })}
        />
      </FormField>
    </fieldset>
  );
}
