import type { QueryClient } from '@tanstack/react-query';
import { completedLessonsQuery, curriculumQuery, teachingQuery, videoLocation, type LessonContent } from '@shared/db/lessons';
import { lessonCaptionsQueryOptions, lessonContentQueryOptions, videoSourceQueryOptions } from '@shared/lesson-video';
import { courseProgressQueryOptions } from '../../features/lessons/api/get-course-progress.ts';
import { lessonCourseQueryOptions } from '../../features/lessons/api/get-lesson-course.ts';
import { lessonFilesQueryOptions } from '../../features/lessons/api/get-lesson-files.ts';
import { watchPositionQueryOptions } from '../../features/lessons/api/get-watch-position.ts';
import { lessonQuestionsQueryOptions } from '../../features/questions/api/get-lesson-questions.ts';
import { lessonRepliesQueryOptions } from '../../features/questions/api/get-lesson-replies.ts';
import { qaPermissionsQueryOptions } from '../../features/questions/api/get-qa-permissions.ts';

/** A lesson's page, as its server render reads it for one member (decision 0075). */
export interface LessonPageAddress {
  courseId: number;
  lessonId: number;
  userId: string;
}

/**
 * Everything the lesson page draws, read before the server renders it, so the painted page is the page the app
 * draws (no skeleton the live page would then replace, and so no layout shift): the course, the member's
 * progress, the curriculum and their ticks, the lesson itself with its files, its video's captions, signed URL
 * and the member's saved place, and its questions and answers. Read with the member's token (RLS decides).
 */
export async function readLessonPage(queryClient: QueryClient, { courseId, lessonId, userId }: LessonPageAddress): Promise<void> {
  // One wave: the captions and the saved place are asked for beside the lesson (empty for a lesson without a
  // video), so the render waits for one round of reads, not two; only a Storage video's URL needs the lesson first.
  const [lesson] = await Promise.all([
    queryClient.query(lessonContentQueryOptions(lessonId, userId)),
    queryClient.query(lessonCourseQueryOptions(courseId)),
    queryClient.query(courseProgressQueryOptions(courseId, userId)),
    queryClient.query(curriculumQuery(courseId)),
    queryClient.query(teachingQuery(userId, courseId)),
    queryClient.query(completedLessonsQuery(courseId, userId)),
    queryClient.query(lessonFilesQueryOptions(lessonId, userId)),
    queryClient.query(lessonCaptionsQueryOptions(lessonId, userId)),
    queryClient.query(watchPositionQueryOptions(lessonId, userId)),
    queryClient.query(qaPermissionsQueryOptions(lessonId, userId)),
    queryClient.query(lessonQuestionsQueryOptions(lessonId)),
    queryClient.query(lessonRepliesQueryOptions(lessonId)),
  ]);
  if (lesson.type === 'video' && lesson.video_url && videoLocation(lesson.video_url).kind === 'storage') {
    await queryClient.query(videoSourceQueryOptions(lesson.video_url, userId));
  }
}

/**
 * Whether the painted lesson page works until the member's first press (decision 0075): its text, files, ticks and
 * links work as they are, its video plays in the paint-first gate, and its other controls are app controls. A
 * quiz or an exercise is a form that the live page must own from the start: such a lesson starts its app at once.
 */
export function lessonWorksBeforeApp(queryClient: QueryClient, { lessonId, userId }: LessonPageAddress): boolean {
  const lesson = queryClient.getQueryData<LessonContent>(lessonContentQueryOptions(lessonId, userId).queryKey);
  return lesson !== undefined && lesson.type !== 'quiz' && lesson.type !== 'exercise';
}
