import { lazy, Suspense } from 'react';
import { CheckCircle2, Code2 } from 'lucide-react';
import { useAuth } from '@shared/platform/auth/react';
import { Badge } from '@shared/ui/badge';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { lessonText } from '../../../config/lesson-messages.ts';
import { useExercise } from '../api/get-exercise.ts';
import { usePassedBefore } from '../api/get-passed-before.ts';

// The editor and the runner load only when a lesson really has an exercise. The server render
// (decision 0031) never renders a lesson, so its module leaves them out altogether.
const ExerciseWorkbench = import.meta.env.SSR
  ? () => null
  : lazy(() => import('./exercise-workbench.tsx').then((m) => ({ default: m.ExerciseWorkbench })));

const text = lessonText.exercise;

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The code exercise of an `exercise` lesson; nothing when the lesson has none. */
export function ExerciseSection({ lessonId }: { lessonId: number }) {
  const auth = useAuth();
  const exercise = useExercise(lessonId);
  const passedBefore = usePassedBefore(lessonId);
  if (exercise.isPending) return <Loading label={text.loading} />;
  if (exercise.isError) return <ErrorState title={text.loadError} onRetry={() => void exercise.refetch()} />;
  if (!exercise.data) return null;
  const { language } = exercise.data;
  return (
    <section aria-labelledby={`exercise-${lessonId}`} className="grid gap-3 rounded-lg border p-4" data-testid="exercise">
      <div className="flex flex-wrap items-center gap-2">
        <Code2 aria-hidden="true" className="size-5" />
        <h3 id={`exercise-${lessonId}`} className="text-lg font-semibold">
          {text.heading}
        </h3>
        <Badge variant="secondary">{text.languages[language]}</Badge>
        {passedBefore.data ? (
          <Badge variant="success" className="inline-flex items-center gap-1">
            <CheckCircle2 aria-hidden="true" className="size-3" />
            {text.passedBefore}
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{text.practiceNote}</p>
      <Suspense fallback={<Loading label={text.editorLoading} />}>
        <ExerciseWorkbench key={lessonId} exercise={exercise.data} signedIn={auth.status === 'signedIn'} />
      </Suspense>
    </section>
  );
}
