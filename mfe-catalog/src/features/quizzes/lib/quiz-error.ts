import { thaiErrorMessage, toAppError } from '@shared/messages/errors';
import { catalogText } from '../../../config/messages.ts';

type QuizErrorKey = keyof typeof catalogText.quizErrors;

const isQuizErrorKey = (key: string): key is QuizErrorKey => Object.hasOwn(catalogText.quizErrors, key);

/** The grader refuses with `{ code: 'P0001', message: '<key>' }`: its Thai sentence, else the site's generic one. */
export function quizErrorMessage(error: unknown): string {
  const { code, message } = toAppError(error);
  return code === 'P0001' && isQuizErrorKey(message) ? catalogText.quizErrors[message] : thaiErrorMessage(error);
}

export function isQuizErrorKeyed(error: unknown, key: QuizErrorKey): boolean {
  const { code, message } = toAppError(error);
  return code === 'P0001' && message === key;
}
