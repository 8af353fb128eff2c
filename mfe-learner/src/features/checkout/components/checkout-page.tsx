import { useState } from 'react';
import { Link } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { loadErrorMessage } from '@shared/messages/errors';
import { useOpenOrder } from '../api/get-open-order.ts';
import type { CheckoutCourse } from '../api/get-checkout-course.ts';
import type { OrderRow } from '../lib/order-schemas.ts';
import { OrderSummary } from './order-summary.tsx';
import { OrderTracker } from './order-tracker.tsx';

type Props = {
  courseId: number;
  /** The course as the route has read it (its own read, get-checkout-course.ts). */
  course: CheckoutCourse;
  /** The learner is already enrolled in it. */
  owned: boolean;
};

/**
 * /checkout/:courseId for a signed-in learner: the summary until an order is
 * open, then that order's payment. An order still open from an earlier visit
 * (or another tab) is resumed, never duplicated.
 */
export function CheckoutPage({ courseId, course, owned }: Props) {
  const t = checkoutText;
  const auth = useAuth();
  const userId = auth.session?.user.id ?? null;
  const open = useOpenOrder(courseId);
  /** undefined: follow the open order the database has; null: the learner chose to start a new one; else the order made here. */
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);

  if (userId === null || open.isPending) return <Skeleton className="h-96 w-full" aria-label={t.loading} />;
  if (open.isError) return <ErrorState message={loadErrorMessage(open.error)} onRetry={() => void open.refetch()} />;
  if (owned || course.price === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
          <p role="status" className="font-semibold">
            {owned ? t.owned : t.free}
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
    <OrderSummary courseId={courseId} imageUrl={course.image_url} onOrder={follow} />
  ) : (
    <OrderTracker key={orderId} orderId={orderId} userId={userId} onNewOrder={startOver} />
  );
}
