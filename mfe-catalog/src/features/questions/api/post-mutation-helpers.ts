import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'shared/toast';
import { questionText } from '../../../config/question-messages.ts';
import { questionKeys } from './keys.ts';

/** Threads, replies and counts of a lesson all change together. */
export const refreshLesson = (client: QueryClient, lessonId: number): Promise<void> =>
  client.invalidateQueries({ queryKey: questionKeys.lesson(lessonId) });

/** A refusal (42501) says so; anything else is the generic retry message. */
export function toastPostError(error: unknown): void {
  const code = (error as { code?: string } | null)?.code;
  toast.error(code === '42501' ? questionText.refused : questionText.error);
}
