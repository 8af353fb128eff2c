import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';

const submissionSchema = z.object({ id: z.number(), status: z.string() });
export type StoredSubmission = z.infer<typeof submissionSchema>;

export interface SubmitInput {
  lessonId: number;
  code: string;
}

/**
 * Hands the code in through submit_exercise, the only way in: the server's grader then runs it
 * against the visible and hidden tests (decision 0043). The browser's own run is never sent.
 */
export async function submitExercise({ lessonId, code }: SubmitInput): Promise<StoredSubmission> {
  const result = await getSupabase().rpc('submit_exercise', { p_lesson_id: lessonId, p_code: code });
  return submissionSchema.parse(unwrap(result));
}

export function useSubmitExercise() {
  return useMutation({ mutationFn: submitExercise });
}
