import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { refreshProfile } from '@shared/platform/auth';
import { toast } from '@shared/platform/toast';
import { lessonText } from '../../../config/lesson-messages.ts';
import { courseProgressKeys } from '@shared/platform/query/cross-app-keys';
import { curriculumKeys } from '@shared/db/lessons';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { gradedAttemptSchema, type GradedAttempt } from '../lib/quiz-schemas.ts';
import type { AnswerPayload } from '../lib/quiz-answers.ts';
import { quizKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

/** Sends the answers to the server's grader, which scores, stores the attempt and (on a pass) completes the lesson. */
export async function gradeQuiz(lessonId: number, answers: AnswerPayload): Promise<GradedAttempt> {
  const id = lessonIdSchema.parse(lessonId);
  const result = await getSupabase().rpc('grade_quiz_attempt', { p_lesson_id: id, p_answers: answers });
  return gradedAttemptSchema.parse(unwrap(result));
}

export function useGradeQuiz(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswerPayload) => gradeQuiz(lessonId, answers),
    onSuccess: async (graded) => {
      if (graded.certificate_code && graded.passed) toast.success(lessonText.quiz.courseFinished);
      // A pass completes the lesson (and maybe the course): progress, the certificate and the
      // profile's points change for every remote; ours refetch now, the others when next shown.
      await client.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        client.invalidateQueries({ queryKey: quizKeys.all }),
        client.invalidateQueries({ queryKey: curriculumKeys.completedAll }),
        client.invalidateQueries({ queryKey: courseProgressKeys.all }),
      ]);
      if (graded.passed) await refreshProfile();
    },
  });
}
