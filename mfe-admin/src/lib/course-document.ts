import { z } from '@shared/zod';
import { LESSON_TYPES } from '@shared/db/lessons';

/**
 * The whole course as an instructor edits it (decision 0055): what studio_get_course returns and
 * studio_save_course takes. The database validates it again; this only shapes it for the editor.
 * Ids are the live rows' (null: new), so an approval keeps the lessons learners have progress on.
 */
const quizSchema = z.object({
  pass_percent: z.number(),
  max_attempts: z.number().nullable(),
  questions: z.array(
    z.object({
      kind: z.enum(['single', 'multiple', 'short']),
      prompt: z.string(),
      explanation: z.string(),
      choices: z.array(z.object({ label: z.string(), is_correct: z.boolean() })),
      answers: z.array(z.string()),
    }),
  ),
});
const testSchema = z.object({ name: z.string(), code: z.string() });
const exerciseSchema = z.object({
  language: z.enum(['javascript', 'python']),
  starter_code: z.string(),
  tests: z.array(testSchema),
  hidden_tests: z.array(testSchema),
  solution: z.string(),
});
export const lessonSchema = z.object({
  id: z.number().nullable(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  duration_minutes: z.number(),
  is_preview: z.boolean(),
  video_url: z.string().nullable(),
  body: z.string(),
  quiz: quizSchema.nullable(),
  exercise: exerciseSchema.nullable(),
});
export const moduleSchema = z.object({ id: z.number().nullable(), title: z.string(), lessons: z.array(lessonSchema) });
export const courseDocumentSchema = z.object({
  title: z.string(),
  description: z.string(),
  long_description: z.string(),
  image_url: z.string().nullable(),
  category: z.string(),
  level: z.string(),
  language: z.string(),
  requirements: z.array(z.string()),
  what_you_learn: z.array(z.string()),
  features: z.array(z.string()),
  modules: z.array(moduleSchema),
});

export type CourseDocument = z.infer<typeof courseDocumentSchema>;
export type DocumentModule = z.infer<typeof moduleSchema>;
export type DocumentLesson = z.infer<typeof lessonSchema>;
export type DocumentQuiz = z.infer<typeof quizSchema>;
export type DocumentExercise = z.infer<typeof exerciseSchema>;
export type LessonType = DocumentLesson['type'];

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
