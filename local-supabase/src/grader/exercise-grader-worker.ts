import type { Database } from '../db/types.ts';
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

export interface ExerciseGrader {
  /** Grades what is waiting now; returns how many submissions it graded. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const AS_SERVICE = { role: 'service_role' as const, claims: { role: 'service_role' as const } };

export function startExerciseGrader(options: ExerciseGraderOptions): ExerciseGrader {
  const { db, intervalMs } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const claim = async (): Promise<ClaimedSubmission[]> =>
    db.transaction(AS_SERVICE, async (tx) => {
      const { rows } = await tx.query<{ claimed: ClaimedSubmission[] }>('select public.claim_exercise_submissions(4) as claimed');
      return rows[0]?.claimed ?? [];
    });

  const poll = async (): Promise<number> => {
    let graded = 0;
    while (!stopped) {
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

  const runOnce = (): Promise<number> => {
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(poll);
    running = next;
    return next;
  };

  const schedule = (): void => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => options.onError?.(error))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
