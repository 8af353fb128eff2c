import { useState } from 'react';
import { Link } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../../config/messages.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { useCourse } from '../../courses/api/get-course.ts';
import { useMyProgress } from '../../courses/api/get-my-progress.ts';
import { CourseNotFound } from '../../courses/components/course-not-found.tsx';
import { useOpenOrder } from '../api/get-open-order.ts';
import type { OrderRow } from '../lib/order-schemas.ts';
import { OrderSummary } from './order-summary.tsx';
import { OrderTracker } from './order-tracker.tsx';

/**
 * /checkout/:courseId for a signed-in learner: the summary until an order is
 * open, then that order's payment. An order still open from an earlier visit
 * (or another tab) is resumed, never duplicated.
 */
export function CheckoutPage({ courseId }: { courseId: number }) {
  const t = catalogText.checkout;
  const auth = useAuth();
  const userId = auth.session?.user.id ?? null;
  const course = useCourse(courseId);
  const mine = useMyProgress();
  const open = useOpenOrder(courseId);
  /** undefined: follow the open order the database has; null: the learner chose to start a new one; else the order made here. */
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);

  if (userId === null || course.isPending || mine.isPending || open.isPending)
    return <Skeleton className="h-96 w-full" aria-label={t.loading} />;
  if (course.isError || mine.isError || open.isError) {
    return (
      <ErrorState
        message={loadErrorMessage(course.error ?? mine.error ?? open.error)}
        onRetry={() => void Promise.all([course.refetch(), mine.refetch(), open.refetch()])}
      />
    );
  }
  if (course.data === null) return <CourseNotFound />;
  if (mine.progress.has(courseId) || course.data.price === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
          <p role="status" className="font-semibold">
            {mine.progress.has(courseId) ? t.owned : t.free}
          </p>
          <Button asChild>
            <Link to={`/course/${courseId}`}>{t.goToCourse}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const orderId = chosen === undefined ? (open.data?.id ?? null) : chosen;
  const startOver = () => {
    setChosen(null);
    void open.refetch();
  };
  const follow = (order: OrderRow | null) => {
    if (order) {
      setChosen(order.id);
      return;
    }
    setChosen(undefined);
    void open.refetch();
  };
  return orderId === null ? (
    <OrderSummary courseId={courseId} imageUrl={course.data.image_url} onOrder={follow} />
  ) : (
    <OrderTracker key={orderId} orderId={orderId} userId={userId} onNewOrder={startOver} />
  );
}
