import { Link } from '@shared/platform/router';
import { Award } from 'lucide-react';
import { Button, type ButtonProps } from '@shared/ui/button';
import { catalogText } from '../../../config/messages.ts';
import { certificatePath } from '../../../lib/course-schemas.ts';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';
import type { CourseProgress } from '../../../lib/course-progress.ts';
import { EnrollButton } from './enroll-button.tsx';
import { useTeachesCourse } from '../api/get-teaching.ts';

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
 * phone's bottom bar): the certificate once the course is finished (every lesson done, every quiz
 * passed), continue for an enrolled learner, the lessons for the course's instructor (never
 * "ลงทะเบียน"), enrol for anyone else.
 */
export function CourseMainAction({ course, progress, continuePath, testId, className, size }: Props) {
  const teaching = useTeachesCourse(course.id);
  if (teaching && !progress) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium" data-testid={testId ? `teaching-${course.id}` : undefined}>
          {catalogText.detail.teaching}
        </p>
        <Button asChild size={size} className={className}>
          <Link to={continuePath ?? `/course/${course.id}`}>{catalogText.detail.openLessons}</Link>
        </Button>
      </div>
    );
  }
  if (!progress) {
    return (
      <EnrollButton
        courseId={course.id}
        courseTitle={course.title}
        price={course.current_price ?? course.price}
        size={size}
        className={className}
        testId={testId}
      />
    );
  }
  if (progress.certificate_code) {
    return (
      <Button asChild size={size} className={className}>
        <Link to={certificatePath(progress.certificate_code)}>
          <Award aria-hidden="true" />
          {catalogText.detail.viewCertificate}
        </Link>
      </Button>
    );
  }
  if (!continuePath) return null;
  const percent = progress.progress_percent;
  return (
    <Button asChild size={size} className={className}>
      <Link to={continuePath}>{percent > 0 ? catalogText.detail.continue : catalogText.card.start}</Link>
    </Button>
  );
}
