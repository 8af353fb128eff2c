import { useParams } from 'shared/router';
import { ErrorState } from 'shared/ui/error-state';
import { loadErrorMessage } from '../../lib/load-error-message.ts';
import { NotFoundPage } from 'shared/ui/not-found';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { useMyProgress } from '../../features/courses/api/get-my-progress.ts';
import { CourseDetailSkeleton } from '../../features/courses/components/course-detail-skeleton.tsx';
import { CourseNotFound } from '../../features/courses/components/course-not-found.tsx';
import { lessonIdSchema } from '../../features/lessons/api/get-lesson.ts';
import { useCurriculum } from '../../features/lessons/api/get-curriculum.ts';
import { courseIdSchema } from '../../lib/course-schemas.ts';
import { CourseDetailLayout } from './course-detail-layout.tsx';

/** /course/:id and /course/:id/lesson/:lessonId: validates the ids, then loads the course. */
export function CourseDetailRoute() {
  const params = useParams();
  const courseId = courseIdSchema.safeParse(params.id);
  const lessonId = params.lessonId === undefined ? null : lessonIdSchema.safeParse(params.lessonId);
  if (!courseId.success) return <CourseNotFound />;
  if (lessonId && !lessonId.success) return <NotFoundPage />;
  return <CourseDetailLoader courseId={courseId.data} lessonId={lessonId ? lessonId.data : null} />;
}

function CourseDetailLoader({ courseId, lessonId }: { courseId: number; lessonId: number | null }) {
  const course = useCourse(courseId);
  const mine = useMyProgress();
  // Waited for with the course (the three are asked for at once): the preview video above the instructor
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
  return <CourseDetailLayout course={course.data} progress={mine.progress.get(courseId)} lessonId={lessonId} />;
}
