import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@shared/platform/toast';
import { refusalKey } from '@shared/db/answer';
import { questionText } from '../../../config/question-messages.ts';
import { questionKeys } from './keys.ts';

/** Threads, replies and counts of a lesson all change together. */
export const refreshLesson = (client: QueryClient, lessonId: number): Promise<void> =>
  client.invalidateQueries({ queryKey: questionKeys.lesson(lessonId) });

/** The database's throttle on posting (post_rate_limited), the only rule a post is refused by. */
const POST_REFUSALS = { post_rate_limited: true } as const;

/** The Thai words for a refused post: a refusal (42501), the database's throttle, or the generic retry message. */
export function postErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === '42501') return questionText.refused;
  return refusalKey(error, POST_REFUSALS) === null ? questionText.error : questionText.tooFast;
}

export function toastPostError(error: unknown): void {
  toast.error(postErrorMessage(error));
}
