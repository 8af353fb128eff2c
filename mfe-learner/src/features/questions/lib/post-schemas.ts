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
