import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { useAuth } from '@shared/platform/auth/react';
import { lessonIdSchema } from '../../../lib/route-ids.ts';
import { lessonKeys } from './keys.ts';

export type LessonCaption = Pick<Tables<'lesson_captions'>, 'lang' | 'label' | 'url'>;

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
  return signStorageTracks(data);
}

const LESSON_CAPTIONS_BUCKET = 'lesson-captions';
const STORAGE_PREFIX = 'storage:';
/** Long enough for a long lesson; the track is read once when the video loads. */
const SIGNED_URL_SECONDS = 4 * 60 * 60;

/**
 * Tracks uploaded to the private lesson-captions bucket (`storage:<lesson>/<file>`) get a signed
 * URL, which Storage grants only to whoever may read the lesson; the Storage client loads only then.
 */
async function signStorageTracks(tracks: LessonCaption[]): Promise<LessonCaption[]> {
  const stored = tracks.filter((track) => track.url.startsWith(STORAGE_PREFIX));
  if (stored.length === 0) return tracks;
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const { data, error } = await getStorage()
    .from(LESSON_CAPTIONS_BUCKET)
    .createSignedUrls(
      stored.map((track) => track.url.slice(STORAGE_PREFIX.length)),
      SIGNED_URL_SECONDS,
    );
  if (error) throw error;
  const signed = new Map(data.map((entry) => [`${STORAGE_PREFIX}${entry.path ?? ''}`, entry.signedUrl]));
  // A track Storage would not sign is left out rather than shown broken.
  return tracks.flatMap((track) => {
    if (!track.url.startsWith(STORAGE_PREFIX)) return [track];
    const url = signed.get(track.url);
    return url ? [{ ...track, url }] : [];
  });
}

export const lessonCaptionsQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: lessonKeys.captions(lessonId, userId), queryFn: () => getLessonCaptions(lessonId) });

export function useLessonCaptions(lessonId: number) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return useQuery({ ...lessonCaptionsQueryOptions(lessonId, userId), enabled: auth.status !== 'loading' });
}
