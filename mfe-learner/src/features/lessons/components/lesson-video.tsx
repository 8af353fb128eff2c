import { useRef } from 'react';
import { useAuth } from '@shared/platform/auth/react';
import { Skeleton } from '@shared/ui/skeleton';
import { useCompleteLesson } from '../api/complete-lesson-mutation.ts';
import { useLessonCaptions } from '../api/get-lesson-captions.ts';
import { useVideoSource } from '../api/get-video-source.ts';
import { useWatchPosition } from '../api/get-watch-position.ts';
import { useSaveWatchPosition } from '../api/save-watch-position.ts';
import { recordWatchProgress } from '../api/record-watch-progress.ts';
import { videoLocation } from '../lib/video-url.ts';
import { VideoPlayer } from './video/video-player.tsx';
import { VideoUnavailable } from './video/video-unavailable.tsx';

type Props = {
  lessonId: number;
  /** lesson_contents.video_url: https://, a site path, or storage:<lesson>/<file>. */
  videoUrl: string;
  title: string;
  /** Enrolled and not yet complete: once the server has credited 80 % watched, the lesson is marked complete. */
  completeWhenWatched: boolean;
  /** Completing this lesson finishes the course (for the toast). */
  isLastOpen: boolean;
};

/** A lesson's video with its caption tracks, the learner's saved place, and completion when watched. */
export function LessonVideo({ lessonId, videoUrl, title, completeWhenWatched, isLastOpen }: Props) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const location = videoLocation(videoUrl);
  // Only a Storage object needs a request (a signed URL); anything else plays as stored, at once.
  const signed = useVideoSource(videoUrl, userId, location.kind === 'storage');
  const captions = useLessonCaptions(lessonId);
  const position = useWatchPosition(lessonId);
  const save = useSaveWatchPosition();
  const complete = useCompleteLesson();
  const completeAsked = useRef(false);
  const src = location.kind === 'direct' ? location.url : signed.data;
  if (location.kind === 'storage' && signed.isError) return <VideoUnavailable />;
  if (src === undefined) return <Skeleton className="aspect-video w-full" />;
  return (
    <VideoPlayer
      key={lessonId}
      lessonId={lessonId}
      src={src}
      title={title}
      captions={captions.data ?? []}
      // Undecided while the session loads; visitors have no saved place; a failed read starts from
      // the beginning rather than never.
      saved={auth.status === 'loading' ? undefined : userId === null || position.isError ? null : position.data}
      saving={userId !== null}
      onSave={(input) => save.mutate(input)}
      // The server decides when enough was watched (decision 0043); a failed heartbeat is only a
      // missed credit, the next one carries on.
      onHeartbeat={(position) => {
        void recordWatchProgress(lessonId, position).then(
          (beat) => {
            if (!beat.watched_enough || !completeWhenWatched || completeAsked.current) return;
            completeAsked.current = true;
            complete.mutate({ lessonId, isLastOpen });
          },
          () => undefined,
        );
      }}
    />
  );
}
