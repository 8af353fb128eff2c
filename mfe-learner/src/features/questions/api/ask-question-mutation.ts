import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { questionText } from '../../../config/question-messages.ts';
import { questionFormSchema, type QuestionFormValues } from '../lib/post-schemas.ts';
import { refreshLesson, toastPostError } from './post-mutation-helpers.ts';
import { assertOk } from '@shared/db/answer';

export interface AskQuestionInput {
  lessonId: number;
  courseId: number;
  values: QuestionFormValues;
}

/** RLS admits the question only from a member enrolled in the course, its instructor or an admin. */
export async function askQuestion({ lessonId, courseId, values }: AskQuestionInput): Promise<void> {
  const { title, body } = questionFormSchema.parse(values);
  assertOk(await getSupabase().from('lesson_questions').insert({ lesson_id: lessonId, course_id: courseId, title, body }));
}

export function useAskQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: async (_data, { lessonId }) => {
      toast.success(questionText.asked);
      await refreshLesson(client, lessonId);
    },
    onError: toastPostError,
  });
}
