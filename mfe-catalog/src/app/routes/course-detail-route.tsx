import { useParams } from 'shared/router';
import { ErrorState } from 'shared/ui/error-state';
import { loadErrorMessage } from '../../lib/load-error-message.ts';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { useMyProgress } from '../../features/courses/api/get-my-progress.ts';
import { CourseDetailSkeleton } from '../../features/courses/components/course-detail-skeleton.tsx';
import { CourseNotFound } from '../../features/courses/components/course-not-found.tsx';
import { courseIdSchema } from '../../lib/course-schemas.ts';
import { CourseDetailLayout } from './course-detail-layout.tsx';

/** /course/:id: validates the id, then loads the course. */
export function CourseDetailRoute() {
  const params = useParams();
  const courseId = courseIdSchema.safeParse(params.id);
  if (!courseId.success) return <CourseNotFound />;
  return <CourseDetailLoader courseId={courseId.data} />;
}

function CourseDetailLoader({ courseId }: { courseId: number }) {
  const course = useCourse(courseId);
  const mine = useMyProgress();
  if (course.isPending || mine.isPending) return <CourseDetailSkeleton />;
  if (course.isError || mine.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState
          message={loadErrorMessage(course.error ?? mine.error)}
          onRetry={() => void Promise.all([course.refetch(), mine.refetch()])}
        />
      </div>
    );
  }
  if (course.data === null) return <CourseNotFound />;
  return <CourseDetailLayout course={course.data} progress={mine.progress.get(courseId)} />;
}
