import { Skeleton } from '@shared/ui/skeleton';
import { LessonVideoPlayer, useLessonContent } from '@shared/lesson-video';
import { catalogText } from '../../../config/messages.ts';

/** The preview saves no place: nothing to hand the player. */
const saveNothing = () => undefined;

/**
 * A course's preview on its own page (issue 31): the video of its first free preview lesson, inline in the
 * site's one video player (@shared/ui/video-player, the lesson page's too), for anyone (get_lesson serves a
 * preview to visitors). Watching it here saves no place and completes nothing; the lesson's own page does that
 * for an enrolled learner. Nothing is shown if the lesson cannot be read or has no video. The video downloads
 * only when played (`preload="none"`): fetching its metadata took ~190 KB of the sample clip, a second of a phone's
 * slow 4G shared with the page's script, on every visit (decision 0065).
 */
export function CoursePreviewVideo({ lessonId }: { lessonId: number }) {
  const lesson = useLessonContent(lessonId);
  if (lesson.isError || (lesson.data && !lesson.data.video_url)) return null;
  return (
    <section aria-labelledby="course-preview-title" className="grid gap-3" data-testid="course-preview-video">
      <h2 id="course-preview-title" className="text-xl font-semibold">
        {catalogText.detail.previewVideo}
      </h2>
      {lesson.data?.video_url ? (
        <LessonVideoPlayer
          lessonId={lessonId}
          videoUrl={lesson.data.video_url}
          title={lesson.data.title}
          saved={null}
          saving={false}
          onSave={saveNothing}
          preload="none"
        />
      ) : (
        // The video's own size while its lesson loads: the page below does not move when it arrives.
        <Skeleton className="aspect-video w-full" />
      )}
    </section>
  );
}
