import type { QuizQuestion } from './quiz-schemas.ts';

/** What the form holds per question: a choice id, a set of choice ids, or typed text. */
export type QuizAnswer = number | readonly number[] | string;
export type QuizAnswers = Readonly<Record<number, QuizAnswer>>;
/** The grader's JSON argument (grade_quiz_attempt's p_answers): plain values, so it is the database's `Json`. */
export type AnswerPayload = Record<string, number | number[] | string>;

/** Answered: a choice picked, at least one box ticked, or some non-blank text. */
export function isAnswered(answer: QuizAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'number') return true;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.length > 0;
}

export function unansweredQuestionIds(questions: readonly QuizQuestion[], answers: QuizAnswers): number[] {
  return questions.filter((q) => !isAnswered(answers[q.id])).map((q) => q.id);
}

/** Ticks or unticks one choice of a multiple-choice question, keeping the rest. */
export function toggleChoice(current: QuizAnswer | undefined, choiceId: number, checked: boolean): number[] {
  const ids = Array.isArray(current) ? (current as readonly number[]) : [];
  return checked ? [...new Set([...ids, choiceId])] : ids.filter((id) => id !== choiceId);
}

/**
 * The grader's payload: `{ "<question id>": choice id | [choice ids] | "text" }` for the quiz's
 * own questions only. Answers carry no score: the server computes it.
 */
export function toAnswerPayload(questions: readonly QuizQuestion[], answers: QuizAnswers): AnswerPayload {
  const payload: AnswerPayload = {};
  for (const q of questions) {
    const answer = answers[q.id];
    if (!isAnswered(answer) || answer === undefined) continue;
    payload[String(q.id)] = typeof answer === 'string' ? answer.slice(0, 500) : typeof answer === 'number' ? answer : [...answer];
  }
  return payload;
}
