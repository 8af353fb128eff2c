import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';
import type { CaptionTrack } from './lesson-media-schemas.ts';

/** A lesson's caption tracks in the order learners see them. */
export async function getLessonCaptions(lessonId: number): Promise<CaptionTrack[]> {
  return unwrap(
    await getSupabase().from('lesson_captions').select('lang,label,url').eq('lesson_id', lessonId).order('position').order('lang'),
  );
}

export const lessonCaptionsQuery = (lessonId: number) =>
  queryOptions({ queryKey: courseKeys.captions(lessonId), queryFn: () => getLessonCaptions(lessonId) });

export function useLessonCaptions(lessonId: number | null) {
  return useQuery({ ...lessonCaptionsQuery(lessonId ?? 0), enabled: lessonId !== null });
}
