import { useId, useState } from 'react';
import { Play, RotateCcw } from 'lucide-react';
import { CodeEditor } from '@shared/code-editor';
import { runExercise, type LoadingStage, type RunOutcome } from '@shared/code-runner';
import { Button } from '@shared/ui/button';
import { lessonText } from '../../../config/lesson-messages.ts';
import type { Exercise } from '../api/get-exercise.ts';
import { useSubmitExercise } from '../api/submit-exercise-mutation.ts';
import { clearDraft, readDraft, saveDraft } from '../lib/draft-storage.ts';
import { codeBytes, MAX_CODE_BYTES } from '../lib/exercise-error.ts';
import { ExerciseVerdict } from './exercise-verdict.tsx';
import { PythonLoadingStatus } from './python-loading-status.tsx';
import { TestResultList } from './test-result-list.tsx';

type Props = {
  exercise: Exercise;
  signedIn: boolean;
};

const text = lessonText.exercise;

/**
 * The editor, the run button and the verdicts. Loaded only when a lesson has an exercise: this
 * module brings CodeMirror (@shared/code-editor) and the runner (@shared/code-runner), and the
 * runner fetches Pyodide only on the first Python run.
 */
export function ExerciseWorkbench({ exercise, signedIn }: Props) {
  const { lesson_id: lessonId, language, starter_code: starter, tests } = exercise;
  const helpId = useId();
  const sizeErrorId = useId();
  const [code, setCode] = useState(() => readDraft(lessonId) ?? starter);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<LoadingStage | null>(null);
  const submit = useSubmitExercise();
  const tooLarge = codeBytes(code) > MAX_CODE_BYTES;

  const edit = (next: string) => {
    setCode(next);
    saveDraft(lessonId, next);
  };
  const reset = () => {
    setCode(starter);
    clearDraft(lessonId);
    setOutcome(null);
    submit.reset();
  };
  const run = async () => {
    if (tooLarge || running) return;
    setRunning(true);
    setOutcome(null);
    submit.reset();
    try {
      const result = await runExercise(language, code, tests, { onLoading: setStage });
      setOutcome(result);
      // The browser's run is practice on the visible tests; a pass sends the code to the server's grader.
      if (result.status === 'passed' && signedIn) submit.mutate({ lessonId, code });
    } finally {
      setRunning(false);
      setStage(null);
    }
  };

  return (
    <div className="grid gap-3">
      <CodeEditor
        value={code}
        onChange={edit}
        language={language}
        label={text.editorLabel(text.languages[language])}
        describedBy={tooLarge ? `${helpId} ${sizeErrorId}` : helpId}
        invalid={tooLarge}
      />
      <p id={helpId} className="text-xs text-muted-foreground">
        {text.editorHelp}
      </p>
      {tooLarge ? (
        <p id={sizeErrorId} role="alert" className="text-sm text-destructive">
          {text.tooLarge}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run()} disabled={running || tooLarge} data-testid="exercise-run">
          <Play aria-hidden="true" />
          {running ? text.running : text.run}
        </Button>
        <Button variant="outline" onClick={reset} disabled={running}>
          <RotateCcw aria-hidden="true" />
          {text.reset}
        </Button>
      </div>
      {stage ? <PythonLoadingStatus stage={stage} /> : null}
      <ExerciseVerdict outcome={outcome} signedIn={signedIn} submit={submit} />
      <TestResultList tests={tests} results={outcome?.tests ?? null} />
    </div>
  );
}
