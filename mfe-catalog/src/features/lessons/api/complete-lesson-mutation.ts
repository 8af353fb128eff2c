import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared/supabase';
import { toast } from 'shared/toast';
import { queryRoots } from '../../../lib/query-roots.ts';
import { catalogText } from '../../../config/messages.ts';
import { lessonIdSchema } from './get-lesson.ts';
import { lessonKeys } from './keys.ts';

/** Marks a lesson complete. course_id is derived by a trigger; the last lesson issues a certificate. */
export async function completeLesson(lessonId: number): Promise<void> {
  const id = lessonIdSchema.parse(lessonId);
  const { error } = await getSupabase().from('lesson_progress').insert({ lesson_id: id });
  // 23505: already completed (double click, another tab): the state we want is there.
  if (error && error.code !== '23505') throw error;
}

export function useCompleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId }: { lessonId: number; /** the course's last unfinished lesson */ isLastOpen: boolean }) => completeLesson(lessonId),
    onSuccess: async (_data, { isLastOpen }) => {
      toast.success(isLastOpen ? catalogText.player.courseFinished : catalogText.player.saved);
      // Other remotes (dashboard, profile) show progress under their own keys in the one shared
      // client: mark everything stale so they refetch when next shown, and refetch ours now.
      await client.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        client.invalidateQueries({ queryKey: lessonKeys.completedAll }),
        client.invalidateQueries({ queryKey: [queryRoots.myProgress] }),
      ]);
    },
    onError: () => toast.error(catalogText.player.saveError),
  });
}
