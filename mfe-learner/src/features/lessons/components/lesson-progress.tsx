import { Progress } from '@shared/ui/progress';
import { lessonText } from '../../../config/lesson-messages.ts';

/** The learner's progress in the course, beside the lesson (enrolled learners only). */
export function LessonProgress({ percent }: { percent: number }) {
  const label = lessonText.page.progress;
  return (
    <div className="grid gap-2" data-testid="sidebar-progress">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-semibold">{`${percent}%`}</span>
      </div>
      <Progress value={percent} aria-label={`${label} ${percent}%`} />
    </div>
  );
}
