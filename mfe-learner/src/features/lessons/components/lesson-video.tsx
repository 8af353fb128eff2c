import { useRef } from 'react';
import { useAuth } from '@shared/platform/auth/react';
import { LessonVideoPlayer } from '@shared/lesson-video';
import { useCompleteLesson } from '../api/complete-lesson-mutation.ts';
import { useWatchPosition } from '../api/get-watch-position.ts';
import { useSaveWatchPosition } from '../api/save-watch-position.ts';
import { useRecordWatchProgress } from '../api/record-watch-progress.ts';

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

/** A lesson's video in the site's player, with what only a learner has: the saved place, the watch heartbeat and completion. */
export function LessonVideo({ lessonId, videoUrl, title, completeWhenWatched, isLastOpen }: Props) {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? (auth.session?.user.id ?? null) : null;
  const position = useWatchPosition(lessonId);
  const save = useSaveWatchPosition();
  const complete = useCompleteLesson();
  const completeAsked = useRef(false);
  const heartbeat = useRecordWatchProgress(() => {
    if (!completeWhenWatched || completeAsked.current) return;
    completeAsked.current = true;
    complete.mutate({ lessonId, isLastOpen });
  });
  return (
    <LessonVideoPlayer
      lessonId={lessonId}
      videoUrl={videoUrl}
      title={title}
      // Undecided while the session loads; visitors have no saved place; a failed read starts from
      // the beginning rather than never.
      saved={auth.status === 'loading' ? undefined : userId === null || position.isError ? null : position.data}
      saving={userId !== null}
      onSave={(input) => save.mutate(input)}
      // The server decides when enough was watched (decision 0043); a failed heartbeat is only a
      // missed credit, the next one carries on.
      onHeartbeat={(position) => heartbeat.mutate({ lessonId, position })}
    />
  );
}
