import { refusalKey } from '@shared/db/answer';
import { lessonText } from '../../../config/lesson-messages.ts';

/**
 * submit_exercise answers a refused run with `{ code: 'P0001', message: '<key>' }`; a body over
 * the API's size limit is refused before it (413, PGRST413) and means the same as code_too_large.
 */
export function exerciseErrorMessage(error: unknown): string {
  const errors = lessonText.exercise.errors;
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'PGRST413') return errors.code_too_large;
  const key = refusalKey(error, errors);
  return key === null ? errors.unknown : errors[key];
}

/** The database keeps at most 64 KB of code (UTF-8 bytes), so the page checks before running. */
export const MAX_CODE_BYTES = 65536;
export const codeBytes = (code: string) => new TextEncoder().encode(code).length;
