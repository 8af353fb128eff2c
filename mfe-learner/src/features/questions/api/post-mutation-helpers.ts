import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import { questionKeys } from './keys.ts';

/** Threads, replies and counts of a lesson all change together. */
export const refreshLesson = (client: QueryClient, lessonId: number): Promise<void> =>
  client.invalidateQueries({ queryKey: questionKeys.lesson(lessonId) });

/** The Thai words for a refused post: a refusal (42501), the database's throttle, or the generic retry message. */
export function postErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === '42501') return questionText.refused;
  if (code === 'P0001' && message === 'post_rate_limited') return questionText.tooFast;
  return questionText.error;
}

export function toastPostError(error: unknown): void {
  toast.error(postErrorMessage(error));
}
