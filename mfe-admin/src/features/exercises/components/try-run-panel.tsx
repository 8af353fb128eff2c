import { useState } from 'react';
import { Play } from 'lucide-react';
import { runExercise, type RunOutcome } from '@shared/code-runner';
import { Button } from '@shared/ui/button';
import { adminTh } from '../../../config/messages.ts';
import type { ExerciseFormValues } from '../api/exercise-form-schema.ts';

const t = adminTh.exercises;
type Which = 'solution' | 'starter';

/**
 * "ทดลองรัน": the author's solution (should pass) or the starter code (should fail) against the
 * tests as they stand in the form, with the learners' very runner (@shared/code-runner).
 */
export function TryRunPanel({ values }: { values: () => ExerciseFormValues }) {
  const [running, setRunning] = useState<Which | null>(null);
  const [result, setResult] = useState<{ which: Which; outcome: RunOutcome } | null>(null);
  const run = async (which: Which) => {
    const { language, solution, starter_code, tests } = values();
    setRunning(which);
    setResult(null);
    try {
      const outcome = await runExercise(
        language,
        which === 'solution' ? solution : starter_code,
        tests.filter((x) => x.name.trim() && x.code.trim()),
      );
      setResult({ which, outcome });
    } finally {
      setRunning(null);
    }
  };
  const label = (which: Which) => (which === 'solution' ? t.runSolution : t.runStarter);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/30 p-3">
      <div className="flex flex-wrap gap-2">
        {(['solution', 'starter'] as const).map((which) => (
          <Button key={which} type="button" variant="secondary" disabled={running !== null} onClick={() => void run(which)}>
            <Play aria-hidden="true" />
            {running === which ? t.running : label(which)}
          </Button>
        ))}
      </div>
      <div aria-live="polite" data-testid="exercise-try-run">
        {result ? (
          <>
            <p className="text-sm font-medium">
              {t.runSummary(label(result.which), result.outcome.tests.filter((x) => x.passed).length, result.outcome.tests.length)}
            </p>
            <ul className="mt-1 grid gap-1 text-sm">
              {result.outcome.tests.map((test) => (
                <li key={test.name}>
                  <span className={test.passed ? 'text-success' : 'text-destructive'}>{test.passed ? t.passed : t.failed}</span>
                  {` · ${test.name}`}
                  {test.error ? <span className="block whitespace-pre-wrap text-destructive">{test.error}</span> : null}
                  {test.output ? <pre className="mt-1 overflow-auto rounded bg-muted p-2 text-xs">{test.output}</pre> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
