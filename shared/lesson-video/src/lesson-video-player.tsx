import { useSignedInUserId } from '@shared/platform/auth/react';
import { videoLocation } from '@shared/db/lessons';
import { Skeleton } from '@shared/ui/skeleton';
import { useLessonCaptions, useVideoSource } from './lesson-media-queries.ts';
import { VideoPlayer, VideoUnavailable, type VideoPlayerProps } from '@shared/ui/video-player';

type Props = Omit<VideoPlayerProps, 'src' | 'captions'> & {
  /** lesson_contents.video_url: https://, a site path, or storage:<lesson>/<file>. */
  videoUrl: string;
};

/**
 * A lesson's video in the site's player, with what any viewer needs: the URL it plays (signed when it is in
 * Storage) and its caption tracks. What only a learner has (a saved place, the watch heartbeat, completion)
 * comes in through the props.
 */
export function LessonVideoPlayer({ videoUrl, lessonId, ...player }: Props) {
  const userId = useSignedInUserId();
  const location = videoLocation(videoUrl);
  // Only a Storage object needs a request (a signed URL); anything else plays as stored, at once.
  const signed = useVideoSource(videoUrl, userId, location.kind === 'storage');
  const captions = useLessonCaptions(lessonId);
  const src = location.kind === 'direct' ? location.url : signed.data;
  if (location.kind === 'storage' && signed.isError) return <VideoUnavailable />;
  if (src === undefined) return <Skeleton className="aspect-video w-full" />;
  return <VideoPlayer key={lessonId} lessonId={lessonId} src={src} captions={captions.data ?? []} {...player} />;
}
