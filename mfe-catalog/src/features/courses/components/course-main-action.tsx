import { Link } from 'shared/router';
import { Button, type ButtonProps } from 'shared/ui/button';
import { catalogText } from '../../../config/messages.ts';
import type { CatalogCourse, CourseProgress } from '../../../lib/course-schemas.ts';
import { EnrollButton } from './enroll-button.tsx';

type Props = {
  course: CatalogCourse;
  progress: CourseProgress | undefined;
  /** Where "continue" goes (first unfinished lesson). */
  continuePath: string | null;
  /** Null for the second copy on the page, so test ids stay unique. */
  testId?: string | null;
} & Pick<ButtonProps, 'className' | 'size'>;

/**
 * The course page's one main action, wherever it is shown (the sidebar, the
 * phone's bottom bar): continue for an enrolled learner, enrol for anyone else.
 */
export function CourseMainAction({ course, progress, continuePath, testId, className, size }: Props) {
  if (!progress) {
    return <EnrollButton courseId={course.id} courseTitle={course.title} price={course.price} size={size} className={className} testId={testId} />;
  }
  if (!continuePath) return null;
  const percent = progress.progress_percent;
  return (
    <Button asChild size={size} className={className}>
      <Link to={continuePath}>{percent > 0 ? catalogText.detail.continue : catalogText.card.start}</Link>
    </Button>
  );
}
