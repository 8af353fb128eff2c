import { thaiErrorMessage, toAppError } from '@shared/messages/errors';
import { lessonText } from '../../../config/lesson-messages.ts';

type QuizErrorKey = keyof typeof lessonText.quizErrors;

const isQuizErrorKey = (key: string): key is QuizErrorKey => Object.hasOwn(lessonText.quizErrors, key);

/** The grader refuses with `{ code: 'P0001', message: '<key>' }`: its Thai sentence, else the site's generic one. */
export function quizErrorMessage(error: unknown): string {
  const { code, message } = toAppError(error);
  return code === 'P0001' && isQuizErrorKey(message) ? lessonText.quizErrors[message] : thaiErrorMessage(error);
}

export function isQuizErrorKeyed(error: unknown, key: QuizErrorKey): boolean {
  const { code, message } = toAppError(error);
  return code === 'P0001' && message === key;
}
