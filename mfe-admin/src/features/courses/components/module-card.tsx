import { Captions, ClipboardCheck, Code2, Plus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Badge } from '@shared/ui/badge';
import { formatDuration } from '@shared/messages/format';
import { adminTh } from '../../../config/messages.ts';
import type { LessonRecord, ModuleRecord } from '../api/types.ts';
import { EditButton, DeleteButton } from '../../../components/row-action-buttons.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { LESSON_TYPE_LABELS } from '@shared/db/lessons';

type ModuleCardProps = {
  courseId: number;
  module: ModuleRecord;
  /** Where the module sits among the course's modules, for its up/down buttons. */
  isFirst: boolean;
  isLast: boolean;
  onEditModule: () => void;
  onDeleteModule: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: LessonRecord) => void;
  onDeleteLesson: (lesson: LessonRecord) => void;
  /** Opens the quiz editor of a quiz lesson. */
  onEditQuiz: (lesson: LessonRecord) => void;
  /** Opens the exercise editor of an `exercise` lesson (features/exercises). */
  onEditExercise: (lesson: LessonRecord) => void;
  onEditCaptions: (lesson: LessonRecord) => void;
};

export function ModuleCard({
  courseId,
  module,
  isFirst,
  isLast,
  onEditModule,
  onDeleteModule,
  onAddLesson,
  onEditLesson,
  onDeleteLesson,
  onEditQuiz,
  onEditExercise,
  onEditCaptions,
}: ModuleCardProps) {
  const t = adminTh.curriculum;
  return (
    <section className="rounded-xl border" aria-labelledby={`module-${module.id}`} data-testid="module-card">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/40 px-4 py-3">
        <h3 id={`module-${module.id}`} className="font-semibold">
          {module.title}
        </h3>
        <div className="flex gap-1">
          <MoveButtons courseId={courseId} kind="module" id={module.id} title={module.title} isFirst={isFirst} isLast={isLast} />
          <Button size="sm" variant="outline" onClick={onAddLesson}>
            <Plus aria-hidden="true" />
            {t.addLesson}
          </Button>
          <EditButton itemLabel={module.title} onClick={onEditModule} />
          <DeleteButton itemLabel={module.title} onClick={onDeleteModule} />
        </div>
      </header>
      {module.lessons.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">{t.noLessons}</p>
      ) : (
        <ul className="divide-y">
          {module.lessons.map((lesson, index) => (
            <li key={lesson.id} className="flex flex-wrap items-center gap-2 px-4 py-2 text-sm" data-testid="lesson-item">
              <span className="font-medium">{lesson.title}</span>
              <Badge variant="outline">{LESSON_TYPE_LABELS[lesson.type]}</Badge>
              {lesson.is_preview ? <Badge variant="success">{t.previewBadge}</Badge> : null}
              <span className="text-muted-foreground">{formatDuration(lesson.duration_minutes)}</span>
              <span className="ms-auto flex gap-1">
                <MoveButtons
                  courseId={courseId}
                  kind="lesson"
                  id={lesson.id}
                  title={lesson.title}
                  isFirst={index === 0}
                  isLast={index === module.lessons.length - 1}
                />
                {lesson.type === 'video' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={adminTh.lessonMedia.captionsOf(lesson.title)}
                    onClick={() => onEditCaptions(lesson)}
                  >
                    <Captions aria-hidden="true" />
                  </Button>
                ) : null}
                {lesson.type === 'quiz' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEditQuiz(lesson)}
                    aria-label={`${adminTh.quizEditor.open}: ${lesson.title}`}
                  >
                    <ClipboardCheck aria-hidden="true" />
                    {adminTh.quizEditor.open}
                  </Button>
                ) : null}
                {lesson.type === 'exercise' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={adminTh.exercises.openFor(lesson.title)}
                    onClick={() => onEditExercise(lesson)}
                  >
                    <Code2 aria-hidden="true" />
                    {adminTh.exercises.open}
                  </Button>
                ) : null}
                <EditButton itemLabel={lesson.title} onClick={() => onEditLesson(lesson)} />
                <DeleteButton itemLabel={lesson.title} onClick={() => onDeleteLesson(lesson)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
