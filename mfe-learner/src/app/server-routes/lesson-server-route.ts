import type { ServerRouteContext } from '@shared/app-root/server-render';
import { completedLessonsQuery, curriculumQuery, teachingQuery, videoLocation, type LessonContent } from '@shared/db/lessons';
import { lessonCaptionsQueryOptions, lessonContentQueryOptions, videoSourceQueryOptions } from '@shared/lesson-video';
import { courseProgressQueryOptions } from '../../features/lessons/api/get-course-progress.ts';
import { lessonCourseQueryOptions } from '../../features/lessons/api/get-lesson-course.ts';
import { lessonFilesQueryOptions } from '../../features/lessons/api/get-lesson-files.ts';
import { watchPositionQueryOptions } from '../../features/lessons/api/get-watch-position.ts';
import { lessonQuestionsQueryOptions } from '../../features/questions/api/get-lesson-questions.ts';
import { lessonRepliesQueryOptions } from '../../features/questions/api/get-lesson-replies.ts';
import { qaPermissionsQueryOptions } from '../../features/questions/api/get-qa-permissions.ts';
import { courseIdSchema, lessonIdSchema } from '../../lib/route-ids.ts';

/*
 * /course/:id/lesson/:lessonId rendered by the server for its member (decisions 0070, 0079): the whole page the
 * live one draws, from the same queries read with the member's token: the course, their progress and ticks, the
 * curriculum, and the lesson itself (its text, its video and captions, its files, its questions and replies, and
 * the member's place in the video).
 */

/** The lesson's reads, side by side: one round trip to the backend, then the video's signed URL if it is in Storage. */
export async function lessonPrefetch({ params, member, queryClient }: ServerRouteContext): Promise<void> {
  const courseId = courseIdSchema.safeParse(params.id);
  const lessonId = lessonIdSchema.safeParse(params.lessonId);
  // The page says the course (or the lesson) was not found, without a query.
  if (!courseId.success || !lessonId.success || !member) return;
  const course = courseId.data;
  const lesson = lessonId.data;
  const [content] = await Promise.all([
    queryClient.query(lessonContentQueryOptions(lesson, member.id)),
    queryClient.query(lessonCourseQueryOptions(course)),
    queryClient.query(courseProgressQueryOptions(course, member.id)),
    queryClient.query(curriculumQuery(course)),
    queryClient.query(completedLessonsQuery(course, member.id)),
    queryClient.query(teachingQuery(member.id, course)),
    queryClient.query(lessonFilesQueryOptions(lesson, member.id)),
    queryClient.query(lessonCaptionsQueryOptions(lesson, member.id)),
    queryClient.query(watchPositionQueryOptions(lesson, member.id)),
    queryClient.query(lessonQuestionsQueryOptions(lesson)),
    queryClient.query(lessonRepliesQueryOptions(lesson)),
    queryClient.query(qaPermissionsQueryOptions(lesson, member.id)),
  ]);
  const video = videoOf(content);
  if (video !== null && videoLocation(video).kind === 'storage') await queryClient.query(videoSourceQueryOptions(video, member.id));
}

const videoOf = (content: LessonContent): string | null => (content.type === 'video' && content.video_url) || null;

/**
 * A lesson to watch or read works before its app (decision 0079): the video plays in the browser's own player,
 * the text and links need nothing, and the rest (the complete button, a file's download, the Q&A's buttons and
 * forms) are app controls the live page answers. A quiz's or an exercise's answers would be typed into a page the
 * live one replaces: those start their app at once.
 */
export function lessonWorksBeforeApp({ params, member, queryClient }: ServerRouteContext): boolean {
  const lessonId = lessonIdSchema.safeParse(params.lessonId);
  if (!lessonId.success || !member) return false;
  const content = queryClient.getQueryData(lessonContentQueryOptions(lessonId.data, member.id).queryKey);
  return content !== undefined && content.type !== 'quiz' && content.type !== 'exercise';
}
