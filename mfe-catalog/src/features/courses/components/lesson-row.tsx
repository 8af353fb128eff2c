import { Link } from '@shared/platform/router';
import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '@shared/ui/badge';
import { cn } from '@shared/ui/cn';
import { formatDuration } from '@shared/messages/format';
import { catalogText } from '../../../config/messages.ts';
import { lessonAccess, type CurriculumLesson } from '@shared/db/lessons';
import { LessonTypeIcon } from './lesson-type-icon.tsx';
import { LESSON_TYPE_LABELS } from '@shared/db/lessons';

type Props = { courseId: number; lesson: CurriculumLesson; enrolled: boolean; completed: boolean; current: boolean };

export function LessonRow({ courseId, lesson, enrolled, completed, current }: Props) {
  const access = lessonAccess(lesson, enrolled);
  const locked = access === 'locked';
  const inner = (
    <>
      {completed ? (
        <CheckCircle2 aria-label={catalogText.curriculum.completed} role="img" className="size-4 shrink-0 text-success" />
      ) : (
        <LessonTypeIcon type={lesson.type} className="size-4 shrink-0 text-muted-foreground" />
      )}
      <span className="flex-1">
        {lesson.title}
        <span className="sr-only"> ({LESSON_TYPE_LABELS[lesson.type]})</span>
      </span>
      {lesson.is_preview ? <Badge variant="outline">{catalogText.curriculum.free}</Badge> : null}
      {/* On the current row's accent background muted grey misses 4.5:1 in dark mode. */}
      <span className={cn('text-xs', current ? 'text-accent-foreground' : 'text-muted-foreground')}>
        {formatDuration(lesson.duration_minutes)}
      </span>
      {locked ? <Lock aria-label={catalogText.curriculum.locked} role="img" className="size-4 shrink-0" /> : null}
    </>
  );
  const base = 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm';
  return (
    <li data-testid={`lesson-${lesson.id}`} data-access={access} data-completed={completed ? 'true' : 'false'}>
      {locked ? (
        <div aria-disabled="true" className={cn(base, 'cursor-not-allowed opacity-50')}>
          {inner}
        </div>
      ) : (
        <Link
          to={`/course/${courseId}/lesson/${lesson.id}`}
          aria-current={current ? 'true' : undefined}
          className={cn(
            base,
            'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            current && 'bg-accent font-medium',
          )}
        >
          {inner}
        </Link>
      )}
    </li>
  );
}
