import type { Database } from '../db/types.ts';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import { gradeSubmission, type GradedLanguage, type GradedTest } from './grade-submission.ts';

/**
 * Claims waiting exercise submissions and records the grader's verdict, as the service role,
 * through the only two functions that may do either (claim_exercise_submissions,
 * record_exercise_result). On hosted Supabase an Edge Function does the same with the service key.
 */

interface ClaimedSubmission {
  id: number;
  language: GradedLanguage;
  code: string;
  tests: GradedTest[];
}

export interface ExerciseGraderOptions {
  db: Database;
  /** Pause between polls (0: only on runOnce()). */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

/** `runOnce` grades what is waiting now and returns how many submissions it graded. */
export type ExerciseGrader = PeriodicJob<number>;

const AS_SERVICE = { role: 'service_role' as const, claims: { role: 'service_role' as const } };

export function startExerciseGrader({ db, intervalMs, onError }: ExerciseGraderOptions): ExerciseGrader {
  const claim = async (): Promise<ClaimedSubmission[]> =>
    db.transaction(AS_SERVICE, async (tx) => {
      const { rows } = await tx.query<{ claimed: ClaimedSubmission[] }>('select public.claim_exercise_submissions(4) as claimed');
      return rows[0]?.claimed ?? [];
    });

  const poll = async (isStopped: () => boolean): Promise<number> => {
    let graded = 0;
    while (!isStopped()) {
      const claimed = await claim();
      if (claimed.length === 0) break;
      // One at a time: the machine's cores are shared, and each run has its own time limit.
      for (const submission of claimed) {
        const result = await gradeSubmission(submission.code, submission.language, submission.tests);
        await db.transaction(AS_SERVICE, (tx) =>
          tx.query('select public.record_exercise_result($1, $2::jsonb)', [submission.id, JSON.stringify(result)]),
        );
        graded += 1;
      }
    }
    return graded;
  };

  return startPeriodicJob(poll, { intervalMs, idle: 0, onError });
}
