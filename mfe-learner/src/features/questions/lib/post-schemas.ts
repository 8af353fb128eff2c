import { z } from '@shared/zod';
import { questionText } from '../../../config/question-messages.ts';

/** The forms' rules match the tables' checks (title ≤ 200, body ≤ 10,000 characters). */
const bodySchema = z.string().trim().min(1, questionText.bodyRequired).max(10_000, questionText.bodyTooLong);

export const questionFormSchema = z.object({
  title: z.string().trim().min(1, questionText.titleRequired).max(200, questionText.titleTooLong),
  body: bodySchema,
});
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

export const replyFormSchema = z.object({ body: bodySchema });
export type ReplyFormValues = z.infer<typeof replyFormSchema>;

export const postStatusSchema = z.enum(['visible', 'deleted', 'hidden']);
export type PostStatus = z.infer<typeof postStatusSchema>;
export const authorRoleSchema = z.enum(['learner', 'instructor', 'admin']);
export type AuthorRole = z.infer<typeof authorRoleSchema>;

/** What a question and a reply share on screen. */
export const postSchema = z.object({
  id: z.number(),
  user_id: z.string().nullable(),
  author_name: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  author_deleted: z.boolean(),
  author_role: authorRoleSchema,
  status: postStatusSchema,
  body: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const questionSchema = postSchema.extend({
  lesson_id: z.number(),
  course_id: z.number(),
  title: z.string().nullable(),
  accepted_reply_id: z.number().nullable(),
  reply_count: z.number(),
});
export type LessonQuestion = z.infer<typeof questionSchema>;

export const replySchema = postSchema.extend({
  question_id: z.number(),
  is_accepted: z.boolean(),
});
export type LessonReply = z.infer<typeof replySchema>;

export type PostKind = 'question' | 'reply';
