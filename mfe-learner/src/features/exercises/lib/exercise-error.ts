import { lessonText } from '../../../config/lesson-messages.ts';

type ErrorKey = keyof typeof lessonText.exercise.errors;
const KEYS = new Set<string>(Object.keys(lessonText.exercise.errors));

/**
 * submit_exercise answers a refused run with `{ code: 'P0001', message: '<key>' }`; a body over
 * the API's size limit is refused before it (413, PGRST413) and means the same as code_too_large.
 */
export function exerciseErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'PGRST413') return lessonText.exercise.errors.code_too_large;
  if (code === 'P0001' && typeof message === 'string' && KEYS.has(message)) return lessonText.exercise.errors[message as ErrorKey];
  return lessonText.exercise.errors.unknown;
}

/** The database keeps at most 64 KB of code (UTF-8 bytes), so the page checks before running. */
export const MAX_CODE_BYTES = 65536;
export const codeBytes = (code: string) => new TextEncoder().encode(code).length;
