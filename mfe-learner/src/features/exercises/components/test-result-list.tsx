import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import type { ExerciseTest, TestResult } from '@shared/code-runner';
import { lessonText } from '../../../config/lesson-messages.ts';

type Props = {
  tests: readonly ExerciseTest[];
  /** null before the first run: every test is listed with its code, without a verdict. */
  results: readonly TestResult[] | null;
};

const text = lessonText.exercise;

/** The visible tests, each with its verdict, what it printed and why it failed. */
export function TestResultList({ tests, results }: Props) {
  return (
    <ol aria-label={text.tests} className="grid gap-2" data-testid="exercise-tests">
      {tests.map((test, index) => {
        const result = results?.[index];
        const Icon = !result ? Circle : result.passed ? CheckCircle2 : XCircle;
        return (
          <li
            key={test.name}
            className="rounded-md border p-3"
            data-testid="exercise-test"
            data-status={result ? (result.passed ? 'passed' : 'failed') : 'idle'}
          >
            <div className="flex items-start gap-2">
              <Icon
                aria-hidden="true"
                className={`mt-0.5 size-4 shrink-0 ${!result ? 'text-muted-foreground' : result.passed ? 'text-success' : 'text-destructive'}`}
              />
              <span className="font-medium">{test.name}</span>
              {result ? <span className="ms-auto text-sm font-medium">{result.passed ? text.testPassed : text.testFailed}</span> : null}
            </div>
            {result?.error ? <p className="mt-2 whitespace-pre-wrap break-words text-sm text-destructive">{result.error}</p> : null}
            {result?.output ? (
              <div className="mt-2">
                <p className="text-xs text-muted-foreground">{text.output}</p>
                <pre className="mt-1 max-h-40 overflow-auto rounded bg-muted p-2 text-xs">{result.output}</pre>
              </div>
            ) : null}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-muted-foreground">{text.testCode(test.name)}</summary>
              <pre className="mt-1 overflow-auto rounded bg-muted p-2 text-xs">{test.code}</pre>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
