import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk, unwrap } from '@shared/db/answer';
import { studioKeys } from './keys.ts';

const questionSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  lesson_id: z.number(),
  lesson_title: z.string(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  created_at: z.string(),
  author_name: z.string(),
  replies: z.number(),
  answered: z.boolean(),
});
const reviewSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
  author_name: z.string(),
  reply: z.string().nullable(),
});
const studentSchema = z.object({
  name: z.string(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  lessons_done: z.number(),
  lessons_total: z.number(),
});

export type InboxQuestion = z.infer<typeof questionSchema>;
export type InboxReview = z.infer<typeof reviewSchema>;
export type CourseStudent = z.infer<typeof studentSchema>;

/** Unanswered first, as the database orders them (a question counts as answered once the instructor or an admin replied). */
export const questionsInboxQuery = () =>
  queryOptions({
    queryKey: studioKeys.questions(),
    queryFn: async () => z.array(questionSchema).parse(unwrap(await getSupabase().rpc('studio_questions_inbox'))),
  });

export function useQuestionsInbox() {
  return useQuery(questionsInboxQuery());
}

export const reviewsInboxQuery = () =>
  queryOptions({
    queryKey: studioKeys.reviews(),
    queryFn: async () => z.array(reviewSchema).parse(unwrap(await getSupabase().rpc('studio_reviews_inbox'))),
  });

export function useReviewsInbox() {
  return useQuery(reviewsInboxQuery());
}

export const courseStudentsQuery = (courseId: number) =>
  queryOptions({
    queryKey: studioKeys.students(courseId),
    queryFn: async () => z.array(studentSchema).parse(unwrap(await getSupabase().rpc('studio_course_students', { p_course_id: courseId }))),
  });

export function useCourseStudents(courseId: number | null) {
  return useQuery({ ...courseStudentsQuery(courseId ?? 0), enabled: courseId !== null });
}

const replyInput = z.object({ id: z.number().int().positive(), body: z.string().trim().min(1).max(10000) });
/** lesson_replies' insert names the question's lesson and course; the database places the reply from the question anyway. */
const answerInput = replyInput.extend({ lessonId: z.number().int().positive(), courseId: z.number().int().positive() });

/** A reply through the Q&A's own table and policy (the instructor of the course may post in every lesson of it). */
export function useAnswerQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (args: z.infer<typeof answerInput>) => {
      const { id, lessonId, courseId, body } = answerInput.parse(args);
      assertOk(await getSupabase().from('lesson_replies').insert({ question_id: id, lesson_id: lessonId, course_id: courseId, body }));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.questions() }),
  });
}

/** The instructor's reply to a review (review_replies' policy: the course's instructor or an admin). */
export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (args: z.infer<typeof replyInput>) => {
      const { id, body } = replyInput.parse(args);
      assertOk(await getSupabase().from('review_replies').insert({ review_id: id, body }));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.reviews() }),
  });
}
