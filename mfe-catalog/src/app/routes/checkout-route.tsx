import { Navigate, useParams } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../config/messages.ts';
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
        <CheckoutPage courseId={courseId.data} />
      )}
    </div>
  );
}
