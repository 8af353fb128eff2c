import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { thaiErrorMessage } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { useAdminExercise } from '../api/get-exercise.ts';
import { ExerciseForm } from './exercise-form.tsx';

export type ExerciseTarget = { lessonId: number; lessonTitle: string };

const t = adminTh.exercises;

/**
 * The exercise editor of an `exercise` lesson. Its module brings CodeMirror and the runner, so
 * the course editor imports it lazily, when an admin first opens it.
 */
export function ExerciseEditorDialog({ target, onClose }: { target: ExerciseTarget | null; onClose: () => void }) {
  const exercise = useAdminExercise(target?.lessonId ?? null);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{target ? `${target.lessonTitle} · ${t.description}` : t.description}</DialogDescription>
        </DialogHeader>
        {exercise.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t.loading}</span>
            <Skeleton className="h-64 w-full" />
          </div>
        ) : exercise.isError ? (
          <ErrorState message={thaiErrorMessage(exercise.error)} onRetry={() => void exercise.refetch()} />
        ) : target ? (
          <ExerciseForm
            key={target.lessonId}
            lessonId={target.lessonId}
            initial={exercise.data.values}
            exists={exercise.data.exists}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
