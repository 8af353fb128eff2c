import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { queryRoots } from '../../../lib/query-roots.ts';

const submissionSchema = z.object({ id: z.number(), passed: z.boolean(), lesson_completed: z.boolean() });
export type StoredSubmission = z.infer<typeof submissionSchema>;

export interface SubmitInput {
  lessonId: number;
  code: string;
  results: { tests: { name: string; passed: boolean; output: string; error: string | null }[]; duration_ms: number };
}

/**
 * Stores a run through submit_exercise, the only way in: the database checks the lesson, the
 * size and the shape, and completes the lesson when the run passed (decision 0034).
 */
export async function submitExercise({ lessonId, code, results }: SubmitInput): Promise<StoredSubmission> {
  const result = await getSupabase().rpc('submit_exercise', { p_lesson_id: lessonId, p_code: code, p_results: results });
  if (result.error) throw result.error;
  const row: unknown = result.data;
  return submissionSchema.parse(row);
}

export function useSubmitExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitExercise,
    onSuccess: async () => {
      // A passing run may complete the lesson: progress is shown under these roots everywhere.
      await client.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        client.invalidateQueries({ queryKey: [queryRoots.lessonProgress] }),
        client.invalidateQueries({ queryKey: [queryRoots.myProgress] }),
      ]);
    },
  });
}
