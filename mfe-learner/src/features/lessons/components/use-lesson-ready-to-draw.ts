import { useSignedInUserId } from '@shared/platform/auth/react';
import { videoLocation } from '@shared/db/lessons';
import { useLessonCaptions, useVideoSource } from '@shared/lesson-video';
import { useLessonFiles } from '../api/get-lesson-files.ts';
import { useLessonBodyRenderer, type LessonBodyRenderer } from './lesson-body.tsx';

/**
 * Whether the player can draw a lesson whole, once its content (`videoUrl`: a video lesson's, else null) is in.
 * What decides the height of the lesson above its Q&A comes together: the text's renderer, the list of files and,
 * for a video, its caption tracks (the captions menu widens the player's toolbar) and a Storage video's signed URL
 * (the player replaces a bare 16:9 placeholder). Drawn as each came, every arrival pushed the rest down the
 * learner's screen (issue 32). All but the URL are asked for as the player mounts, beside the lesson's own
 * request; the parts drawn later read the same queries.
 */
export function useLessonReadyToDraw(lessonId: number, videoUrl: string | null): { ready: boolean; renderer: LessonBodyRenderer } {
  const renderer = useLessonBodyRenderer();
  const files = useLessonFiles(lessonId);
  const captions = useLessonCaptions(lessonId);
  const userId = useSignedInUserId();
  const signing = useVideoSource(videoUrl ?? '', userId, videoUrl !== null && videoLocation(videoUrl).kind === 'storage');
  const videoPending = videoUrl !== null && (captions.isLoading || signing.isLoading);
  return { ready: renderer.status !== 'loading' && !files.isLoading && !videoPending, renderer };
}
