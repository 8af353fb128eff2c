import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { useCurriculum } from '../api/get-curriculum.ts';
import { useDeleteModule } from '../api/delete-module.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import type { ModuleFormValues } from '../api/save-module.ts';
import type { LessonRecord, ModuleRecord } from '../api/types.ts';
import { ModuleCard } from './module-card.tsx';
import { ModuleFormDialog } from './module-form-dialog.tsx';
import { LessonFormDialog, type LessonTarget } from './lesson-form-dialog.tsx';
import { CaptionTracksDialog } from './caption-tracks-dialog.tsx';

/** A quiz lesson whose questions are being edited; an exercise lesson whose code and tests are. */
export type QuizLessonTarget = { id: number; title: string };
export type ExerciseTarget = { lessonId: number; lessonTitle: string };

/**
 * The quiz and exercise editors (the quizzes' and exercises' features), given by the route that composes them
 * with this one (features meet in routes, decision 0065). The quiz editor is a dialog open while `lesson` is not
 * null; the exercise editor is rendered only while one is being edited.
 */
export interface LessonContentEditors {
  quiz: (lesson: QuizLessonTarget | null, onClose: () => void) => ReactNode;
  exercise: (target: ExerciseTarget, onClose: () => void) => ReactNode;
}

type Doomed = { kind: 'module'; item: ModuleRecord } | { kind: 'lesson'; item: LessonRecord };

const newLesson = (module: ModuleRecord): LessonTarget => ({
  moduleId: module.id,
  values: {
    title: '',
    type: 'video',
    duration_minutes: 10,
    is_preview: false,
    position: module.lessons.length + 1,
    video_url: '',
    video_duration_seconds: null,
    body: '',
  },
});
const editLesson = (lesson: LessonRecord): LessonTarget => ({
  moduleId: lesson.module_id,
  id: lesson.id,
  values: { ...lesson, video_url: lesson.video_url ?? '' },
});

/** The modules and lessons of one course, each addable, editable and deletable (with confirmation). */
export function CurriculumEditor({ courseId, editors }: { courseId: number; editors: LessonContentEditors }) {
  const curriculum = useCurriculum(courseId);
  const deleteModule = useDeleteModule();
  const deleteLesson = useDeleteLesson();
  const [moduleTarget, setModuleTarget] = useState<{ id?: number; values: ModuleFormValues } | null>(null);
  const [lessonTarget, setLessonTarget] = useState<LessonTarget | null>(null);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const [quizLesson, setQuizLesson] = useState<QuizLessonTarget | null>(null);
  const [exerciseTarget, setExerciseTarget] = useState<ExerciseTarget | null>(null);
  const [captionsFor, setCaptionsFor] = useState<LessonRecord | null>(null);
  const t = adminTh.curriculum;

  const confirmDelete = () => {
    if (!doomed) return;
    const done = {
      onSuccess: () => {
        toast.success(doomed.kind === 'module' ? t.moduleDeleted : t.lessonDeleted);
        setDoomed(null);
      },
      onError: toastAdminError,
    };
    if (doomed.kind === 'module') deleteModule.mutate(doomed.item.id, done);
    else deleteLesson.mutate(doomed.item.id, done);
  };

  const modules = curriculum.data ?? [];
  return (
    <section className="grid gap-4" aria-labelledby="curriculum-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="curriculum-heading" className="text-xl font-semibold">
          {adminTh.courses.curriculum}
        </h2>
        <Button onClick={() => setModuleTarget({ values: { title: '', position: modules.length + 1 } })}>
          <Plus aria-hidden="true" />
          {t.addModule}
        </Button>
      </div>
      {curriculum.isPending ? <TableSkeleton rows={3} /> : null}
      {curriculum.isError ? <ErrorState message={thaiErrorMessage(curriculum.error)} onRetry={() => void curriculum.refetch()} /> : null}
      {curriculum.isSuccess && modules.length === 0 ? <EmptyState title={t.noModules} /> : null}
      {modules.map((m, index) => (
        <ModuleCard
          key={m.id}
          courseId={courseId}
          module={m}
          isFirst={index === 0}
          isLast={index === modules.length - 1}
          onEditModule={() => setModuleTarget({ id: m.id, values: { title: m.title, position: m.position } })}
          onDeleteModule={() => setDoomed({ kind: 'module', item: m })}
          onAddLesson={() => setLessonTarget(newLesson(m))}
          onEditLesson={(lesson) => setLessonTarget(editLesson(lesson))}
          onDeleteLesson={(lesson) => setDoomed({ kind: 'lesson', item: lesson })}
          onEditQuiz={(lesson) => setQuizLesson({ id: lesson.id, title: lesson.title })}
          onEditExercise={(lesson) => setExerciseTarget({ lessonId: lesson.id, lessonTitle: lesson.title })}
          onEditCaptions={setCaptionsFor}
        />
      ))}
      <ModuleFormDialog courseId={courseId} target={moduleTarget} onClose={() => setModuleTarget(null)} />
      <LessonFormDialog courseId={courseId} target={lessonTarget} onClose={() => setLessonTarget(null)} />
      {editors.quiz(quizLesson, () => setQuizLesson(null))}
      {exerciseTarget ? editors.exercise(exerciseTarget, () => setExerciseTarget(null)) : null}
      <CaptionTracksDialog lesson={captionsFor} onClose={() => setCaptionsFor(null)} />
      <ConfirmDeleteDialog
        name={doomed?.item.title ?? null}
        pending={deleteModule.isPending || deleteLesson.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
    </section>
  );
}
