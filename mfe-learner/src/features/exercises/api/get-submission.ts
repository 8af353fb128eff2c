import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { courseProgressKeys } from '@shared/platform/query/cross-app-keys';
import { curriculumKeys } from '@shared/db/lessons';
import { exerciseKeys } from './keys.ts';

const verdictSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  output: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
  hidden: z.boolean().optional(),
});
const submissionSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'running', 'passed', 'failed', 'error', 'browser_reported']),
  results: z.object({ tests: z.array(verdictSchema), error: z.string().nullable().optional() }).nullable(),
});
export type GradedSubmission = z.infer<typeof submissionSchema>;

const waiting = (status: GradedSubmission['status'] | undefined) => status === 'pending' || status === 'running';

/** The learner's own submission (RLS), as the server's grader left it. */
export async function getSubmission(id: number): Promise<GradedSubmission> {
  const { data, error } = await getSupabase().from('exercise_submissions').select('id, status, results').eq('id', id).single();
  if (error) throw error;
  return submissionSchema.parse(data);
}

/**
 * Follows a submission until the grader has decided (asks again every 1.5 s while it waits);
 * a pass may have completed the lesson, so progress is refetched then.
 */
export function useSubmission(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: exerciseKeys.submission(id ?? 0),
    queryFn: () => getSubmission(id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) => (waiting(q.state.data?.status) ? 1500 : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status !== 'passed') return;
    void client.invalidateQueries({ refetchType: 'none' });
    void client.invalidateQueries({ queryKey: curriculumKeys.completedAll });
    void client.invalidateQueries({ queryKey: courseProgressKeys.all });
  }, [client, status]);
  return query;
}
