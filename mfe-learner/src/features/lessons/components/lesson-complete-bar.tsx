import { Link, useNavigate } from '@shared/platform/router';
import { CheckCircle2, ChevronRight } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { lessonText } from '../../../config/lesson-messages.ts';
import { useCompleteLesson } from '../api/complete-lesson-mutation.ts';
import { nextPlayableLesson, orderedLessons, type CurriculumModule } from '@shared/db/lessons';

type Props = {
  courseId: number;
  lessonId: number;
  modules: CurriculumModule[];
  enrolled: boolean;
  completed: ReadonlySet<number>;
  /** False for a lesson the server completes itself (a quiz: when passed); no button then. */
  manual?: boolean;
};

/** Mark complete (enrolled learners only), then move on to the next lesson they may open. */
export function LessonCompleteBar({ courseId, lessonId, modules, enrolled, completed, manual = true }: Props) {
  const navigate = useNavigate();
  const complete = useCompleteLesson();
  // Pressed on the server's render of the lesson, it is answered once the page is live (decision 0079).
  const live = useLive();
  const next = nextPlayableLesson(modules, lessonId, enrolled);
  const nextPath = next ? `/course/${courseId}/lesson/${next.id}` : null;
  const done = completed.has(lessonId);
  const total = orderedLessons(modules).length;
  const isLastOpen = !done && completed.size + 1 >= total;

  return (
    <div className="flex flex-wrap items-center gap-3 border-t pt-4">
      {!enrolled ? (
        <p className="text-sm text-muted-foreground">{lessonText.player.enrollToTrack}</p>
      ) : done ? (
        <p className="inline-flex items-center gap-2 text-sm font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {lessonText.player.done}
        </p>
      ) : !manual ? null : (
        <Button
          disabled={complete.isPending || !live}
          {...appControl('lesson-complete', live)}
          onClick={() => complete.mutate({ lessonId, isLastOpen }, { onSuccess: () => (nextPath ? void navigate(nextPath) : undefined) })}
        >
          <CheckCircle2 aria-hidden="true" />
          {complete.isPending ? lessonText.player.marking : lessonText.player.markComplete}
        </Button>
      )}
      {nextPath ? (
        <Button asChild variant="outline" className="ms-auto">
          <Link to={nextPath}>
            {lessonText.player.next}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
