import { Navigate, useParams } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { loadErrorMessage } from '@shared/messages/errors';
import { checkoutText } from '../../config/checkout-messages.ts';
import { CourseNotFound } from '../../components/course-not-found.tsx';
import { courseIdSchema } from '../../lib/route-ids.ts';
import { useCheckoutCourse } from '../../features/checkout/api/get-checkout-course.ts';
import { useEnrolment } from '../../features/checkout/api/get-enrolment.ts';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';

/** Where a signed-out visitor is sent: sign in, then come straight back to this checkout. */
export function checkoutLoginPath(courseId: number): string {
  return `/login?next=${encodeURIComponent(`/checkout/${courseId}`)}`;
}

/**
 * /checkout/:courseId (decision 0065: buying is mfe-learner's, beside "my orders" and the receipts): for signed-in
 * learners only; a visitor signs in first and comes back here.
 */
export function CheckoutRoute() {
  const params = useParams();
  const courseId = courseIdSchema.safeParse(params.courseId);
  const auth = useAuth();
  if (!courseId.success) return <CourseNotFound />;
  if (auth.status === 'signedOut') return <Navigate to={checkoutLoginPath(courseId.data)} replace />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{checkoutText.title}</h1>
      {auth.status === 'loading' ? (
        <Skeleton className="h-96 w-full" aria-label={checkoutText.loading} />
      ) : (
        <CheckoutLoader courseId={courseId.data} />
      )}
    </div>
  );
}

/** The course and whether the learner owns it, for the checkout's page. */
function CheckoutLoader({ courseId }: { courseId: number }) {
  const course = useCheckoutCourse(courseId);
  const enrolled = useEnrolment(courseId);
  if (course.isPending || enrolled.isPending) return <Skeleton className="h-96 w-full" aria-label={checkoutText.loading} />;
  if (course.isError || enrolled.isError) {
    return (
      <ErrorState
        message={loadErrorMessage(course.error ?? enrolled.error)}
        onRetry={() => void Promise.all([course.refetch(), enrolled.refetch()])}
      />
    );
  }
  if (course.data === null) return <CourseNotFound />;
  return <CheckoutPage courseId={courseId} course={course.data} owned={enrolled.data} />;
}
