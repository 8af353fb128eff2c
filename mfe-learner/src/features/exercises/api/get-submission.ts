import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { courseProgressKeys } from '@shared/platform/query/cross-app-keys';
import { curriculumKeys } from '@shared/db/lessons';
import { unwrap } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import type { Tables } from '@shared/db';
import { exerciseKeys } from './keys.ts';

const verdictSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  output: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
  hidden: z.boolean().optional(),
});
const SUBMISSION_STATUSES = ['pending', 'running', 'passed', 'failed', 'error', 'browser_reported'] as const;
// `results` is a jsonb column (`Json`) the grader writes: the one part of the row read through zod.
const resultsSchema = z.object({ tests: z.array(verdictSchema), error: z.string().nullable().optional() }).nullable();

export interface GradedSubmission {
  id: number;
  status: (typeof SUBMISSION_STATUSES)[number];
  results: z.infer<typeof resultsSchema>;
}

function toGradedSubmission(row: Pick<Tables<'exercise_submissions'>, 'id' | 'status' | 'results'>): GradedSubmission {
  return {
    id: row.id,
    status: oneOf(SUBMISSION_STATUSES, row.status, 'exercise_submissions.status'),
    results: resultsSchema.parse(row.results),
  };
}

const waiting = (status: GradedSubmission['status'] | undefined) => status === 'pending' || status === 'running';

/** The learner's own submission (RLS), as the server's grader left it. */
export async function getSubmission(id: number): Promise<GradedSubmission> {
  return toGradedSubmission(unwrap(await getSupabase().from('exercise_submissions').select('id, status, results').eq('id', id).single()));
}

/** Asks again every 1.5 s while the grader has not decided. */
export const submissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exerciseKeys.submission(id),
    queryFn: () => getSubmission(id),
    refetchInterval: (q) => (waiting(q.state.data?.status) ? 1500 : false),
  });

/**
 * Follows a submission until the grader has decided (asks again every 1.5 s while it waits);
 * a pass may have completed the lesson, so progress is refetched then.
 */
export function useSubmission(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({ ...submissionQueryOptions(id ?? 0), enabled: id !== null });
  const status = query.data?.status;
  useEffect(() => {
    if (status !== 'passed') return;
    void client.invalidateQueries({ refetchType: 'none' });
    void client.invalidateQueries({ queryKey: curriculumKeys.completedAll });
    void client.invalidateQueries({ queryKey: courseProgressKeys.all });
  }, [client, status]);
  return query;
}
