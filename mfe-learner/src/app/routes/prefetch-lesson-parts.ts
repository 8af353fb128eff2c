import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth, useSignedInUserId } from '@shared/platform/auth/react';
import { watchPositionQueryOptions } from '../../features/lessons/api/get-watch-position.ts';
import { lessonQuestionsQueryOptions } from '../../features/questions/api/get-lesson-questions.ts';
import { lessonRepliesQueryOptions } from '../../features/questions/api/get-lesson-replies.ts';
import { qaPermissionsQueryOptions } from '../../features/questions/api/get-qa-permissions.ts';

/**
 * Asks for what the lesson's parts read once the lesson is drawn (its questions, their replies, what the member
 * may do there, and their place in its video) as the page opens, beside the lesson itself. Asked for by those
 * parts as they mounted, they came one round trip after the lesson (~0.6 s on slow 4G, bench:web's lesson page).
 * Under the same keys and options as the parts' own queries, which then find them answered or on the way.
 */
export function usePrefetchLessonParts(lessonId: number): void {
  const queryClient = useQueryClient();
  // Each user id as the part that reads it takes it (LessonQuestions from the session, the player once signed in).
  const sessionUserId = useAuth().session?.user.id ?? null;
  const signedInUserId = useSignedInUserId();
  useEffect(() => {
    // A read that fails here is the part's to show: its own query asks again as it mounts.
    const ask = (read: Promise<unknown>) => void read.catch(() => undefined);
    ask(queryClient.query(lessonQuestionsQueryOptions(lessonId)));
    ask(queryClient.query(lessonRepliesQueryOptions(lessonId)));
    ask(queryClient.query(qaPermissionsQueryOptions(lessonId, sessionUserId)));
    // A visitor's place is never saved (useWatchPosition is off for them); a lesson with no video has none, and
    // its one small read answers null.
    if (signedInUserId !== null) ask(queryClient.query(watchPositionQueryOptions(lessonId, signedInUserId)));
  }, [queryClient, lessonId, sessionUserId, signedInUserId]);
}
