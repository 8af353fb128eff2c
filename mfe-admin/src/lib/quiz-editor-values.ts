import { adminTh } from '../config/messages.ts';

export const QUESTION_KINDS = ['single', 'multiple', 'short'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** What the editor holds: text as typed (numbers too), a stable key per row for React. */
export interface EditorChoice {
  key: string;
  label: string;
  is_correct: boolean;
}
export interface EditorQuestion {
  key: string;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  choices: EditorChoice[];
  /** Accepted short answers, one per line. */
  answers: string;
}
export interface EditorValues {
  pass_percent: string;
  max_attempts: string;
  questions: EditorQuestion[];
}

/** Field path → Thai message: `pass_percent`, `questions.0.prompt`, `questions.0.choices.1.label`, `questions.0.choices`. */
export type EditorErrors = Readonly<Record<string, string>>;

let counter = 0;
export const newKey = (): string => `k${(counter += 1)}`;

export const emptyChoice = (): EditorChoice => ({ key: newKey(), label: '', is_correct: false });
export const emptyQuestion = (kind: QuestionKind = 'single'): EditorQuestion => ({
  key: newKey(),
  kind,
  prompt: '',
  explanation: '',
  choices: [emptyChoice(), emptyChoice()],
  answers: '',
});

/** Short answers compare trimmed, case-folded, with runs of white space as one (as the database's normalize_quiz_answer). */
export function normalizeAnswer(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The distinct accepted answers of a textarea, one a line, as typed (trimmed). */
export function acceptedAnswers(text: string): string[] {
  const seen = new Set<string>();
  const answers: string[] = [];
  for (const line of text.split('\n')) {
    const answer = line.trim();
    const normal = normalizeAnswer(answer);
    if (normal === '' || seen.has(normal)) continue;
    seen.add(normal);
    answers.push(answer);
  }
  return answers;
}

const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Every rule admin_save_quiz enforces, checked first in the browser so each message sits beside its field. */
export function validateQuiz(values: EditorValues): EditorErrors {
  const e = adminTh.quizEditor.errors;
  const errors: Record<string, string> = {};
  if (!wholeIn(values.pass_percent, 1, 100)) errors.pass_percent = e.passPercent;
  if (values.max_attempts.trim() !== '' && !wholeIn(values.max_attempts, 1, 100)) errors.max_attempts = e.maxAttempts;
  if (values.questions.length === 0) errors.questions = e.noQuestions;
  values.questions.forEach((q, i) => {
    const at = `questions.${i}`;
    if (q.prompt.trim() === '') errors[`${at}.prompt`] = e.prompt;
    else if (q.prompt.trim().length > 2000) errors[`${at}.prompt`] = e.tooLong(2000);
    if (q.explanation.trim().length > 2000) errors[`${at}.explanation`] = e.tooLong(2000);
    if (q.kind === 'short') {
      const answers = acceptedAnswers(q.answers);
      if (answers.length === 0) errors[`${at}.answers`] = e.answers;
      else if (answers.some((a) => a.length > 200)) errors[`${at}.answers`] = e.tooLong(200);
      return;
    }
    q.choices.forEach((c, j) => {
      if (c.label.trim() === '') errors[`${at}.choices.${j}.label`] = e.choiceLabel;
      else if (c.label.trim().length > 500) errors[`${at}.choices.${j}.label`] = e.tooLong(500);
    });
    const correct = q.choices.filter((c) => c.is_correct).length;
    if (q.choices.length < 2) errors[`${at}.choices`] = e.twoChoices;
    else if (q.kind === 'single' && correct !== 1) errors[`${at}.choices`] = e.oneCorrect;
    else if (q.kind === 'multiple' && correct < 1) errors[`${at}.choices`] = e.someCorrect;
  });
  return errors;
}

/** admin_save_quiz's arguments. */
export function toSaveArgs(lessonId: number, values: EditorValues) {
  return {
    p_lesson_id: lessonId,
    p_pass_percent: Number(values.pass_percent),
    p_max_attempts: values.max_attempts.trim() === '' ? undefined : Number(values.max_attempts),
    p_questions: values.questions.map((q) => ({
      kind: q.kind,
      prompt: q.prompt.trim(),
      explanation: q.explanation.trim(),
      ...(q.kind === 'short'
        ? { answers: acceptedAnswers(q.answers) }
        : { choices: q.choices.map((c) => ({ label: c.label.trim(), is_correct: c.is_correct })) }),
    })),
  };
}
