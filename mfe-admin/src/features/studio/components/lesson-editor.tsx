import { Plus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { FormField } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { studioTh } from '../../../config/studio-messages.ts';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { QuizQuestionEditor } from '../../../components/quiz-question-editor.tsx';
import { emptyQuestion } from '../../../lib/quiz-editor-values.ts';
import { LESSON_TYPES, LESSON_TYPE_LABELS, toLessonType } from '@shared/db/lessons';
import { moveItem } from '../../../lib/course-document.ts';
import { withLessonType, type EditorLesson } from '../lib/editor-state.ts';
import { ExerciseFields } from './exercise-fields.tsx';
import { LessonFilesEditor, VideoUpload, storageVideoUrl } from '../../../components/media/index.ts';

const t = studioTh.editor;

/** One lesson of the draft: details, video, Markdown with preview, a quiz or a code exercise. */
export function LessonEditor({
  courseId,
  lesson,
  onChange,
}: {
  courseId: number;
  lesson: EditorLesson;
  onChange: (lesson: EditorLesson) => void;
}) {
  const id = (field: string) => `lesson-${lesson.key}-${field}`;
  const set = (patch: Partial<EditorLesson>) => onChange({ ...lesson, ...patch });
  const quiz = lesson.quiz;
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-4" aria-label={t.editLesson(lesson.title)}>
      <div className="grid gap-3 md:grid-cols-[1fr_auto_auto]">
        <FormField id={id('title')} label={t.lessonTitle}>
          <Input id={id('title')} value={lesson.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
        </FormField>
        <FormField id={id('type')} label={t.lessonType}>
          <NativeSelect
            id={id('type')}
            value={lesson.type}
            onChange={(e) => onChange(withLessonType(lesson, toLessonType(e.target.value)))}
          >
            {LESSON_TYPES.map((type) => (
              <option key={type} value={type}>
                {LESSON_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id('duration')} label={t.duration}>
          <Input
            id={id('duration')}
            type="number"
            min={0}
            max={1440}
            value={lesson.duration_minutes}
            onChange={(e) => set({ duration_minutes: Math.max(0, Math.min(1440, Math.trunc(Number(e.target.value) || 0))) })}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={lesson.is_preview} onChange={(e) => set({ is_preview: e.target.checked })} />
        {t.preview}
      </label>
      {lesson.type === 'video' ? (
        <div className="grid gap-2">
          <FormField id={id('video')} label={t.videoUrl}>
            <Input
              id={id('video')}
              value={lesson.video_url ?? ''}
              maxLength={2048}
              onChange={(e) => set({ video_url: e.target.value === '' ? null : e.target.value })}
            />
          </FormField>
          {/* A video lives under its lesson's id: a lesson not saved yet has none. */}
          {lesson.id === null ? (
            <p className="text-sm text-muted-foreground">{t.saveBeforeUpload}</p>
          ) : (
            <VideoUpload
              lessonId={lesson.id}
              onUploaded={({ path, durationSeconds }) =>
                set({
                  video_url: storageVideoUrl(path),
                  duration_minutes: durationSeconds === null ? lesson.duration_minutes : Math.min(1440, Math.ceil(durationSeconds / 60)),
                })
              }
            />
          )}
        </div>
      ) : null}
      <FormField id={id('body')} label={t.body}>
        <MarkdownEditor
          id={id('body')}
          value={lesson.body}
          maxLength={100000}
          onChange={(e) => set({ body: e.target.value })}
          images={{ kind: 'course', courseId }}
        />
      </FormField>
      {/* Files live under the lesson's id: a lesson not saved yet has none. */}
      {lesson.id === null ? null : <LessonFilesEditor lessonId={lesson.id} />}
      {quiz ? (
        <div className="grid gap-3">
          <FormField id={id('pass')} label={t.passPercent}>
            <Input
              id={id('pass')}
              type="number"
              min={1}
              max={100}
              value={quiz.pass_percent}
              onChange={(e) =>
                set({ quiz: { ...quiz, pass_percent: Math.max(1, Math.min(100, Math.trunc(Number(e.target.value) || 1))) } })
              }
            />
          </FormField>
          {quiz.questions.map((question, index) => (
            <QuizQuestionEditor
              key={question.key}
              question={question}
              index={index}
              errors={{}}
              onChange={(next) => set({ quiz: { ...quiz, questions: quiz.questions.map((q, k) => (k === index ? next : q)) } })}
              onRemove={() => set({ quiz: { ...quiz, questions: quiz.questions.filter((_, k) => k !== index) } })}
              onMoveUp={index === 0 ? null : () => set({ quiz: { ...quiz, questions: moveItem(quiz.questions, index, index - 1) } })}
            />
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set({ quiz: { ...quiz, questions: [...quiz.questions, emptyQuestion()] } })}
            >
              <Plus aria-hidden="true" />
              {t.addQuestion}
            </Button>
          </div>
        </div>
      ) : null}
      {lesson.exercise ? (
        <ExerciseFields id={id('exercise')} exercise={lesson.exercise} onChange={(exercise) => set({ exercise })} />
      ) : null}
    </fieldset>
  );
}
