import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { courseIdSchema } from '../../../lib/course-schemas.ts';
import { catalogText } from '../../../config/messages.ts';
import { courseKeys, progressKeys } from './keys.ts';

/** Enrols the signed-in learner; RLS allows only oneself and only published courses. */
export async function enroll(courseId: number): Promise<void> {
  const id = courseIdSchema.parse(courseId);
  const { error } = await getSupabase().from('enrollments').insert({ course_id: id });
  // 23505: already enrolled (another tab, a double click): the goal is reached, so not an error.
  if (error && error.code !== '23505') throw error;
}

export function useEnroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    onSuccess: async () => {
      toast.success(catalogText.enroll.success);
      // The dashboard and profile (other remotes, same client) list enrolments under their own keys.
      await client.invalidateQueries({ refetchType: 'none' });
      await Promise.all([client.invalidateQueries({ queryKey: progressKeys.all }), client.invalidateQueries({ queryKey: courseKeys.all })]);
    },
    onError: () => toast.error(catalogText.enroll.error),
  });
}
