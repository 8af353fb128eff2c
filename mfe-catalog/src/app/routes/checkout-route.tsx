import { Navigate, useParams } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../config/messages.ts';
import { ErrorState } from '@shared/ui/error-state';
import { loadErrorMessage } from '../../lib/load-error-message.ts';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { useMyProgress } from '../../features/courses/api/get-my-progress.ts';
import { CourseNotFound } from '../../features/courses/components/course-not-found.tsx';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { courseIdSchema } from '../../lib/course-schemas.ts';

/** Where a signed-out visitor is sent: sign in, then come straight back to this checkout. */
export function checkoutLoginPath(courseId: number): string {
  return `/login?next=${encodeURIComponent(`/checkout/${courseId}`)}`;
}

/** /checkout/:courseId: for signed-in learners only; a visitor signs in first and comes back here. */
export function CheckoutRoute() {
  const params = useParams();
  const courseId = courseIdSchema.safeParse(params.courseId);
  const auth = useAuth();
  if (!courseId.success) return <CourseNotFound />;
  if (auth.status === 'signedOut') return <Navigate to={checkoutLoginPath(courseId.data)} replace />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{catalogText.checkout.title}</h1>
      {auth.status === 'loading' ? (
        <Skeleton className="h-96 w-full" aria-label={catalogText.checkout.loading} />
      ) : (
        <CheckoutLoader courseId={courseId.data} />
      )}
    </div>
  );
}

/** The course and whether the learner owns it (the courses feature's reads), for the checkout feature's page. */
function CheckoutLoader({ courseId }: { courseId: number }) {
  const course = useCourse(courseId);
  const mine = useMyProgress();
  if (course.isPending || mine.isPending) return <Skeleton className="h-96 w-full" aria-label={catalogText.checkout.loading} />;
  if (course.isError || mine.isError) {
    return (
      <ErrorState
        message={loadErrorMessage(course.error ?? mine.error)}
        onRetry={() => void Promise.all([course.refetch(), mine.refetch()])}
      />
    );
  }
  if (course.data === null) return <CourseNotFound />;
  return <CheckoutPage courseId={courseId} course={course.data} owned={mine.progress.has(courseId)} />;
}
