import { useParams } from '@shared/platform/router';
import { ErrorState } from '@shared/ui/error-state';
import { loadErrorMessage } from '@shared/messages/errors';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { useMyProgress } from '../../features/courses/api/get-my-progress.ts';
import { CourseDetailSkeleton } from '../../features/courses/components/course-detail-skeleton.tsx';
import { CourseNotFound } from '../../features/courses/components/course-not-found.tsx';
import { useCurriculum } from '../../features/courses/api/get-curriculum.ts';
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
  // Waited for with the course (the three are asked for at once): the preview above the instructor
  // comes from the curriculum, and a page drawn before it pushed everything below down (layout shift 0.19
  // on a phone when the page was not rendered on the server, as for a member). Its failure does not stop
  // the page: the curriculum's tab shows its own error and retry.
  const curriculum = useCurriculum(courseId);
  if (course.isPending || mine.isPending || curriculum.isPending) return <CourseDetailSkeleton />;
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
