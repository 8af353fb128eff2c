import { z } from '@shared/zod';

/** A question as get_quiz returns it: choice labels only, never which one is right. */
export const quizQuestionSchema = z.object({
  id: z.number(),
  kind: z.enum(['single', 'multiple', 'short']),
  prompt: z.string(),
  choices: z.array(z.object({ id: z.number(), label: z.string() })),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  lesson_id: z.number(),
  pass_percent: z.number(),
  max_attempts: z.number().nullable(),
  attempts_used: z.number(),
  passed: z.boolean(),
  last_attempt: z.object({ score: z.number(), passed: z.boolean(), created_at: z.string() }).nullable(),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

/**
 * grade_quiz_attempt's answer: the score the server computed; the per-question verdicts and
 * explanations only with a pass or the last attempt (explanations_shown; results empty otherwise).
 */
export const gradedAttemptSchema = z.object({
  attempt_id: z.number(),
  score: z.number(),
  passed: z.boolean(),
  correct_count: z.number(),
  question_count: z.number(),
  pass_percent: z.number(),
  attempts_used: z.number(),
  attempts_left: z.number().nullable(),
  certificate_code: z.string().nullable(),
  explanations_shown: z.boolean(),
  results: z.array(z.object({ question_id: z.number(), correct: z.boolean(), explanation: z.string() })),
});
export type GradedAttempt = z.infer<typeof gradedAttemptSchema>;
