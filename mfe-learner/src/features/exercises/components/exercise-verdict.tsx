import { th } from '@shared/messages';
import type { RunOutcome } from '@shared/code-runner';
import { lessonText } from '../../../config/lesson-messages.ts';
import type { useSubmitExercise } from '../api/submit-exercise-mutation.ts';
import { exerciseErrorMessage } from '../lib/exercise-error.ts';
import { ServerVerdict } from './server-verdict.tsx';

type Props = {
  outcome: RunOutcome | null;
  signedIn: boolean;
  submit: ReturnType<typeof useSubmitExercise>;
};

const text = lessonText.exercise;

/**
 * The browser run's summary (the visible tests, practice), announced politely, and for a passing
 * run the server's verdict on the submitted code (visible and hidden tests), which is what counts.
 */
export function ExerciseVerdict({ outcome, signedIn, submit }: Props) {
  if (!outcome) return <div aria-live="polite" />;
  const passedCount = outcome.tests.filter((t) => t.passed).length;
  let saving: React.ReactNode = null;
  if (outcome.status === 'passed') {
    if (!signedIn) saving = <p>{text.signInToSave}</p>;
    else if (submit.isPending) saving = <p>{text.saving}</p>;
    else if (submit.isError)
      saving = (
        <p role="alert" className="text-destructive">
          {exerciseErrorMessage(submit.error)}
        </p>
      );
    else if (submit.data) saving = <ServerVerdict submissionId={submit.data.id} />;
  }
  return (
    <div
      aria-live="polite"
      className="grid gap-1 rounded-md border p-3 text-sm"
      data-testid="exercise-verdict"
      data-status={outcome.status}
    >
      <p className="font-medium">{text.testsSummary(passedCount, outcome.tests.length)}</p>
      {outcome.status === 'timeout' ? <p className="text-destructive">{th.codeRunner.timeout}</p> : null}
      {saving}
    </div>
  );
}
