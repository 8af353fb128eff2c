import { thaiErrorMessage } from '@shared/messages/errors';
import { refusalKey } from '@shared/db/answer';
import { lessonText } from '../../../config/lesson-messages.ts';

type QuizErrorKey = keyof typeof lessonText.quizErrors;

/** The grader refuses with `{ code: 'P0001', message: '<key>' }`: its Thai sentence, else the site's generic one. */
export function quizErrorMessage(error: unknown): string {
  const key = refusalKey(error, lessonText.quizErrors);
  return key === null ? thaiErrorMessage(error) : lessonText.quizErrors[key];
}

export function isQuizErrorKeyed(error: unknown, key: QuizErrorKey): boolean {
  return refusalKey(error, lessonText.quizErrors) === key;
}
