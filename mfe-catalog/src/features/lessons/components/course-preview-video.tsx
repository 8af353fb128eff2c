import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../../config/messages.ts';
import { useLesson } from '../api/get-lesson.ts';
import { LessonVideo } from './lesson-video.tsx';

/**
 * A course's preview on its own page (issue 31): the video of its first free preview lesson, in the
 * site's video player, for anyone (get_lesson serves a preview to visitors). Watching it here
 * completes nothing; the lesson's own page does that for an enrolled learner. Nothing is shown if
 * the lesson cannot be read or has no video.
 */
export function CoursePreviewVideo({ lessonId }: { lessonId: number }) {
  const lesson = useLesson(lessonId);
  if (lesson.isError || (lesson.data && !lesson.data.video_url)) return null;
  return (
    <section aria-labelledby="course-preview-title" className="grid gap-3" data-testid="course-preview-video">
      <h2 id="course-preview-title" className="text-xl font-semibold">
        {catalogText.detail.previewVideo}
      </h2>
      {lesson.data?.video_url ? (
        <LessonVideo
          lessonId={lessonId}
          videoUrl={lesson.data.video_url}
          title={lesson.data.title}
          completeWhenWatched={false}
          isLastOpen={false}
        />
      ) : (
        <Skeleton className="aspect-video w-full" />
      )}
    </section>
  );
}
