import { th } from '@shared/messages';
import { Progress } from '@shared/ui/progress';
import type { LoadingStage } from '@shared/code-runner';

/**
 * Python's first run downloads Pyodide (about 13 MB, from the site itself) and starts it: two
 * stages the worker reports, shown as a progress bar with words.
 */
export function PythonLoadingStatus({ stage }: { stage: LoadingStage }) {
  const label = stage === 'runtime' ? th.codeRunner.loadingRuntime : th.codeRunner.loadingPython;
  return (
    <div role="status" className="grid gap-2" data-testid="python-loading">
      <p className="text-sm">{label}</p>
      <Progress value={stage === 'runtime' ? 35 : 75} aria-label={label} />
    </div>
  );
}
