import { Link } from '@shared/platform/router';
import { PlayCircle } from 'lucide-react';
import { formatDuration } from '@shared/messages/format';
import type { CurriculumLesson } from '@shared/db/lessons';
import { catalogText } from '../../../config/messages.ts';

/**
 * A course's free preview on its page: its first preview lesson, which opens on the lesson's page for anyone
 * (get_lesson serves a preview to visitors). The player is mfe-learner's (decision 0065), so the course page
 * links to it rather than carrying a second copy of the video player.
 */
export function CoursePreview({ courseId, lesson }: { courseId: number; lesson: CurriculumLesson }) {
  return (
    <section aria-labelledby="course-preview-title" className="grid gap-3" data-testid="course-preview">
      <h2 id="course-preview-title" className="text-xl font-semibold">
        {catalogText.detail.previewVideo}
      </h2>
      <Link
        to={`/course/${courseId}/lesson/${lesson.id}`}
        className="flex items-center gap-4 rounded-xl border bg-muted/40 p-4 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <PlayCircle aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <span className="grid gap-1">
          <span className="font-medium">{lesson.title}</span>
          <span className="text-sm text-muted-foreground">{formatDuration(lesson.duration_minutes)}</span>
        </span>
      </Link>
    </section>
  );
}
