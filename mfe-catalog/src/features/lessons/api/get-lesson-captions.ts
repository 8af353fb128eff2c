import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { useAuth } from 'shared/auth/react';
import { lessonIdSchema } from './get-lesson.ts';
import { lessonKeys } from './keys.ts';

const captionSchema = z.object({ lang: z.string(), label: z.string(), url: z.string() });
export type LessonCaption = z.infer<typeof captionSchema>;

/** A lesson's WebVTT tracks, in the author's order. RLS shows them to whoever may read the lesson. */
export async function getLessonCaptions(lessonId: number): Promise<LessonCaption[]> {
  const id = lessonIdSchema.parse(lessonId);
  const { data, error } = await getSupabase()
    .from('lesson_captions')
    .select('lang,label,url')
    .eq('lesson_id', id)
    .order('position')
    .order('lang');
  if (error) throw error;
  return z.array(captionSchema).parse(data);
}

export const lessonCaptionsQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: lessonKeys.captions(lessonId, userId), queryFn: () => getLessonCaptions(lessonId) });

export function useLessonCaptions(lessonId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return useQuery({ ...lessonCaptionsQueryOptions(lessonId, userId), enabled: auth.status !== 'loading' });
}
