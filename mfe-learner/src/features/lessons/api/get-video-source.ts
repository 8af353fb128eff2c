import { queryOptions, useQuery } from '@tanstack/react-query';
import { LESSON_VIDEO_BUCKET, videoLocation } from '../lib/video-url.ts';
import { lessonKeys } from './keys.ts';

/** Long enough for a long lesson with pauses; the query refreshes it before it runs out. */
const SIGNED_URL_SECONDS = 4 * 60 * 60;

/**
 * The URL the <video> plays. A Storage object gets a signed URL, which Storage grants only to
 * whoever may read the lesson (its bucket policy mirrors lesson_contents'); anything else plays
 * as stored. The Storage client loads only when a video is in Storage.
 */
export async function getVideoSource(videoUrl: string): Promise<string> {
  const location = videoLocation(videoUrl);
  if (location.kind === 'direct') return location.url;
  const { getStorage } = await import('@shared/platform/supabase/storage');
  const { data, error } = await getStorage().from(LESSON_VIDEO_BUCKET).createSignedUrl(location.path, SIGNED_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

export const videoSourceQueryOptions = (videoUrl: string, userId: string | null) =>
  queryOptions({
    queryKey: lessonKeys.videoSource(videoUrl, userId),
    queryFn: () => getVideoSource(videoUrl),
    staleTime: (SIGNED_URL_SECONDS - 10 * 60) * 1000,
    retry: 1,
  });

/** `enabled` false for a direct URL: nothing to sign. */
export function useVideoSource(videoUrl: string, userId: string | null, enabled: boolean) {
  // Keep playing the old signed URL while a new one (another session) is fetched.
  return useQuery({ ...videoSourceQueryOptions(videoUrl, userId), enabled, placeholderData: (previous) => previous });
}
