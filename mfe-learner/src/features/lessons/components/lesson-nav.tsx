import { Link } from '@shared/platform/router';
import { CheckCircle2, Lock } from 'lucide-react';
import { cn } from '@shared/ui/cn';
import { lessonAccess, type CurriculumModule } from '@shared/db/lessons';
import { lessonText } from '../../../config/lesson-messages.ts';

type Props = {
  courseId: number;
  modules: readonly CurriculumModule[];
  /** Enrolled, or the course's instructor: every lesson opens. */
  opensAll: boolean;
  completed: ReadonlySet<number>;
  currentLessonId: number;
};

/**
 * The way through the course beside a lesson: every lesson of every module, the one open marked, the done ones
 * ticked, the locked ones not links. The course page's outline (mfe-catalog) shows the same curriculum to
 * someone deciding whether to take the course; this is for moving on while taking it.
 */
export function LessonNav({ courseId, modules, opensAll, completed, currentLessonId }: Props) {
  return (
    <nav aria-label={lessonText.page.lessons} className="grid gap-4">
      {modules.map((module, index) => (
        <section key={module.id} aria-labelledby={`lesson-nav-module-${module.id}`} className="grid gap-1">
          <h3 id={`lesson-nav-module-${module.id}`} className="text-sm font-semibold">{`${index + 1}. ${module.title}`}</h3>
          <ul className="grid gap-1">
            {module.lessons.map((lesson) => {
              const access = lessonAccess(lesson, opensAll);
              const done = completed.has(lesson.id);
              const current = lesson.id === currentLessonId;
              const row = 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm';
              const label = (
                <>
                  <span className="flex-1">{lesson.title}</span>
                  {done ? (
                    <CheckCircle2 aria-label={lessonText.curriculum.completed} role="img" className="size-4 shrink-0 text-success" />
                  ) : null}
                  {access === 'locked' ? <Lock aria-label={lessonText.curriculum.locked} role="img" className="size-4 shrink-0" /> : null}
                </>
              );
              return (
                <li key={lesson.id} data-testid={`lesson-${lesson.id}`} data-access={access} data-completed={done ? 'true' : 'false'}>
                  {access === 'locked' ? (
                    <div aria-disabled="true" className={cn(row, 'cursor-not-allowed opacity-50')}>
                      {label}
                    </div>
                  ) : (
                    <Link
                      to={`/course/${courseId}/lesson/${lesson.id}`}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        row,
                        'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        current && 'bg-accent font-medium',
                      )}
                    >
                      {label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
