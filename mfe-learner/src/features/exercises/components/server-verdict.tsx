import { CheckCircle2 } from 'lucide-react';
import { lessonText } from '../../../config/lesson-messages.ts';
import { useSubmission } from '../api/get-submission.ts';

const text = lessonText.exercise;

/** What the server's grader decided about a submission (decision 0043): only this completes the lesson. */
export function ServerVerdict({ submissionId }: { submissionId: number }) {
  const submission = useSubmission(submissionId);
  const data = submission.data;
  if (submission.isError)
    return (
      <p role="alert" className="text-destructive">
        {text.errors.unknown}
      </p>
    );
  if (!data || data.status === 'pending' || data.status === 'running')
    return (
      <p data-testid="exercise-server-verdict" data-status="pending">
        {text.serverChecking}
      </p>
    );
  const tests = data.results?.tests ?? [];
  const passed = tests.filter((t) => t.passed).length;
  const hidden = tests.filter((t) => t.hidden).length;
  if (data.status === 'passed') {
    return (
      <div data-testid="exercise-server-verdict" data-status="passed" className="grid gap-1">
        <p className="inline-flex items-center gap-2 text-base font-semibold text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {text.passed}
        </p>
        <p>{text.serverPassed(tests.length, hidden)}</p>
      </div>
    );
  }
  return (
    <div data-testid="exercise-server-verdict" data-status={data.status} className="grid gap-1 text-destructive">
      <p>{text.serverFailed(passed, tests.length, hidden)}</p>
      {data.results?.error ? <p>{data.results.error}</p> : null}
    </div>
  );
}
