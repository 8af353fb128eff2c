import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { courseProgressKeys } from '@shared/platform/query/cross-app-keys';
import { curriculumKeys } from '@shared/db/lessons';
import { lessonText } from '../../../config/lesson-messages.ts';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { assertOk } from '@shared/db/answer';

type RefusalKey = keyof typeof lessonText.player.completeRefused;
const REFUSALS = new Set<string>(Object.keys(lessonText.player.completeRefused));

/**
 * Marks a lesson complete through complete_lesson, which checks the evidence its type needs
 * (decision 0043: a video watched, a quiz passed, an exercise passed by the server's grader);
 * completing twice is not an error. The last lesson issues the certificate.
 */
export async function completeLesson(lessonId: number): Promise<void> {
  const id = lessonIdSchema.parse(lessonId);
  assertOk(await getSupabase().rpc('complete_lesson', { p_lesson_id: id }));
}

/** complete_lesson refuses with `{ code: 'P0001', message: '<key>' }`: the learner reads why, in Thai. */
export function completeLessonErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'P0001' && typeof message === 'string' && REFUSALS.has(message))
    return lessonText.player.completeRefused[message as RefusalKey];
  return lessonText.player.saveError;
}

export function useCompleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId }: { lessonId: number; /** the course's last unfinished lesson */ isLastOpen: boolean }) =>
      completeLesson(lessonId),
    onSuccess: async (_data, { isLastOpen }) => {
      toast.success(isLastOpen ? lessonText.player.courseFinished : lessonText.player.saved);
      // Other remotes (dashboard, profile) show progress under their own keys in the one shared
      // client: mark everything stale so they refetch when next shown, and refetch ours now.
      await client.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        client.invalidateQueries({ queryKey: curriculumKeys.completedAll }),
        client.invalidateQueries({ queryKey: courseProgressKeys.all }),
      ]);
    },
    onError: (error) => toast.error(completeLessonErrorMessage(error)),
  });
}
