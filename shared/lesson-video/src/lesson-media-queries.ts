import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@shared/platform/auth/react';
import { lessonMediaKeys } from '@shared/platform/query/cross-app-keys';
import { getRestClient } from '@shared/db/rest';
import { LESSON_VIDEO_BUCKET, getLesson, isLessonRefusal, videoLocation, type LessonCaption } from '@shared/db/lessons';

/** Long enough for a long lesson with pauses; the query refreshes a video's URL before it runs out. */
const SIGNED_URL_SECONDS = 4 * 60 * 60;
const LESSON_CAPTIONS_BUCKET = 'lesson-captions';
const STORAGE_PREFIX = 'storage:';

/**
 * The reads that play a lesson's video, once for both remotes (the lesson page and the course page's preview).
 * Storage objects get signed URLs, which Storage grants only to whoever may read the lesson (its bucket
 * policies mirror lesson_contents'); the Storage client loads only when something is in Storage.
 */
export async function getVideoSource(videoUrl: string): Promise<string> {
  const location = videoLocation(videoUrl);
  if (location.kind === 'direct') return location.url;
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const { data, error } = await getStorage().from(LESSON_VIDEO_BUCKET).createSignedUrl(location.path, SIGNED_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

/** A lesson's WebVTT tracks, in the author's order. RLS shows them to whoever may read the lesson. */
export async function getLessonCaptions(lessonId: number): Promise<LessonCaption[]> {
  const { data, error } = await getRestClient()
    .from('lesson_captions')
    .select('lang,label,url')
    .eq('lesson_id', lessonId)
    .order('position')
    .order('lang');
  if (error) throw error;
  return signStorageTracks(data);
}

/** Tracks uploaded to the private lesson-captions bucket (`storage:<lesson>/<file>`) get a signed URL. */
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

export const lessonContentQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({
    queryKey: lessonMediaKeys.content(lessonId, userId),
    queryFn: () => getLesson(lessonId),
    retry: (failures, error) => !isLessonRefusal(error) && failures < 2,
  });

export const lessonCaptionsQueryOptions = (lessonId: number, userId: string | null) =>
  queryOptions({ queryKey: lessonMediaKeys.captions(lessonId, userId), queryFn: () => getLessonCaptions(lessonId) });

export const videoSourceQueryOptions = (videoUrl: string, userId: string | null) =>
  queryOptions({
    queryKey: lessonMediaKeys.videoSource(videoUrl, userId),
    queryFn: () => getVideoSource(videoUrl),
    staleTime: (SIGNED_URL_SECONDS - 10 * 60) * 1000,
    retry: 1,
  });

/** The signed-in user's id (what the server's answers depend on), null for a visitor or while the session loads. */
function useUserId(): { userId: string | null; sessionKnown: boolean } {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  return { userId, sessionKnown: auth.status !== 'loading' };
}

/** A lesson's content (get_lesson), asked for once the session is known: the answer depends on who asks. */
export function useLessonContent(lessonId: number) {
  const { userId, sessionKnown } = useUserId();
  return useQuery({ ...lessonContentQueryOptions(lessonId, userId), enabled: sessionKnown });
}

export function useLessonCaptions(lessonId: number) {
  const { userId, sessionKnown } = useUserId();
  return useQuery({ ...lessonCaptionsQueryOptions(lessonId, userId), enabled: sessionKnown });
}

/** `enabled` false for a direct URL: nothing to sign. */
export function useVideoSource(videoUrl: string, userId: string | null, enabled: boolean) {
  // Keep playing the old signed URL while a new one (another session) is fetched.
  return useQuery({ ...videoSourceQueryOptions(videoUrl, userId), enabled, placeholderData: (previous) => previous });
}
