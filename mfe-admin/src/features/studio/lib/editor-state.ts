import { acceptedAnswers, emptyQuestion, newKey, type EditorQuestion } from '../../../lib/quiz-editor-values.ts';
import type { CourseDocument, DocumentLesson, DocumentModule, LessonType } from '../../../lib/course-document.ts';

/**
 * The document as the editor holds it: each module and lesson with a key that survives moves
 * (React rows, drag and focus), and quiz questions in the admin quiz editor's own shape so its
 * question component serves here unchanged. toDocument() strips all of it again for saving.
 */
export type EditorLesson = Omit<DocumentLesson, 'quiz'> & {
  key: string;
  quiz: { pass_percent: number; max_attempts: number | null; questions: EditorQuestion[] } | null;
};
export type EditorModule = Omit<DocumentModule, 'lessons'> & { key: string; lessons: EditorLesson[] };
export type EditorDocument = Omit<CourseDocument, 'modules'> & { modules: EditorModule[] };

export function toEditorLesson(lesson: DocumentLesson): EditorLesson {
  return {
    ...lesson,
    key: newKey(),
    quiz: lesson.quiz && {
      pass_percent: lesson.quiz.pass_percent,
      max_attempts: lesson.quiz.max_attempts,
      questions: lesson.quiz.questions.map((q) => ({
        key: newKey(),
        kind: q.kind,
        prompt: q.prompt,
        explanation: q.explanation,
        choices: q.choices.map((c) => ({ key: newKey(), ...c })),
        answers: q.answers.join('\n'),
      })),
    },
  };
}

export function toEditorDocument(document: CourseDocument): EditorDocument {
  return {
    ...document,
    modules: document.modules.map((m) => ({ ...m, key: newKey(), lessons: m.lessons.map(toEditorLesson) })),
  };
}

function toDocumentLesson({ key: _key, quiz, ...lesson }: EditorLesson): DocumentLesson {
  return {
    ...lesson,
    quiz: quiz && {
      pass_percent: quiz.pass_percent,
      max_attempts: quiz.max_attempts,
      questions: quiz.questions.map((q) => ({
        kind: q.kind,
        prompt: q.prompt.trim(),
        explanation: q.explanation.trim(),
        choices: q.kind === 'short' ? [] : q.choices.map((c) => ({ label: c.label.trim(), is_correct: c.is_correct })),
        answers: q.kind === 'short' ? acceptedAnswers(q.answers) : [],
      })),
    },
  };
}

export function toDocument(document: EditorDocument): CourseDocument {
  return {
    ...document,
    modules: document.modules.map(({ key: _key, lessons, ...m }) => ({ ...m, lessons: lessons.map(toDocumentLesson) })),
  };
}

export const newModule = (title: string): EditorModule => ({ id: null, key: newKey(), title, lessons: [] });
export const newLesson = (title: string): EditorLesson => ({
  id: null,
  key: newKey(),
  title,
  type: 'video',
  duration_minutes: 0,
  is_preview: false,
  video_url: null,
  body: '',
  quiz: null,
  exercise: null,
});

/** A lesson switched to another type carries the parts that type needs and drops the others. */
export function withLessonType(lesson: EditorLesson, type: LessonType): EditorLesson {
  return {
    ...lesson,
    type,
    quiz: type === 'quiz' ? (lesson.quiz ?? { pass_percent: 70, max_attempts: null, questions: [emptyQuestion()] }) : null,
    exercise:
      type === 'exercise' ? (lesson.exercise ?? { language: 'python', starter_code: '', tests: [], hidden_tests: [], solution: '' }) : null,
  };
}
