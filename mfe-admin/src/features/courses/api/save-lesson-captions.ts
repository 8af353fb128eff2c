import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';
import { captionTracksFormSchema, type CaptionTracksFormValues } from './lesson-media-schemas.ts';

/**
 * Replaces a lesson's caption tracks with the list, in one transaction on the server
 * (admin_set_lesson_captions); the course's subtitle languages follow by trigger.
 */
export async function saveLessonCaptions(args: { lessonId: number; values: CaptionTracksFormValues }): Promise<void> {
  const { tracks } = captionTracksFormSchema.parse(args.values);
  assertOk(await getSupabase().rpc('admin_set_lesson_captions', { p_lesson_id: args.lessonId, p_tracks: tracks }));
}

export function useSaveLessonCaptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLessonCaptions,
    // The course row's subtitles changed too: refresh every admin course query.
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
