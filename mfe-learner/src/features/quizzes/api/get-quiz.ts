import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { useAuth } from '@shared/platform/auth/react';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { quizSchema, type Quiz } from '../lib/quiz-schemas.ts';
import { quizKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

/** A quiz through get_quiz: rules, the caller's attempts, questions without their answers (42501 when locked). */
export async function getQuiz(lessonId: number): Promise<Quiz> {
  const id = lessonIdSchema.parse(lessonId);
  const result = await getSupabase().rpc('get_quiz', { p_lesson_id: id });
  return quizSchema.parse(unwrap(result));
}

export const quizQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({
    queryKey: quizKeys.quiz(lessonId, userId),
    queryFn: () => getQuiz(lessonId),
    retry: (failures, error) => (error as { code?: string }).code !== '42501' && failures < 2,
  });

export function useQuiz(lessonId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return useQuery({ ...quizQueryOptions(lessonId, userId), enabled: auth.status !== 'loading' });
}
