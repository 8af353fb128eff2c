import { useState } from 'react';
import { appControl } from '@shared/delivery-contract';
import { Button } from '@shared/ui/button';
import { useLive } from '@shared/ui/use-live';
import { Card, CardContent } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { toast } from '@shared/platform/toast';
import { CourseImage } from '@shared/ui/course-image';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { useCheckoutQuote } from '../api/get-checkout-quote.ts';
import { useCreateOrder } from '../api/create-order-mutation.ts';
import { formatOrderAmount } from '@shared/db/orders';
import { orderErrorKey, orderErrorMessage } from '@shared/db/orders';
import type { CheckoutQuote, OrderRow } from '../lib/order-schemas.ts';
import { CouponForm } from './coupon-form.tsx';

type Props = {
  courseId: number;
  imageUrl: string | null;
  /** The order to pay, just made; or, if the learner already had one open, that one's id is looked up again. */
  onOrder: (order: OrderRow | null) => void;
};

/** Step 1: the course and its price, a coupon, then "ชำระด้วย PromptPay" opens the order. */
export function OrderSummary({ courseId, imageUrl, onOrder }: Props) {
  const t = checkoutText;
  const base = useCheckoutQuote(courseId);
  const [withCoupon, setWithCoupon] = useState<CheckoutQuote | null>(null);
  const create = useCreateOrder();
  const live = useLive();

  if (base.isPending) return <Skeleton className="h-80 w-full" aria-label={t.loading} />;
  if (base.isError) {
    const refused = orderErrorKey(base.error) !== null;
    return <ErrorState message={orderErrorMessage(base.error)} onRetry={refused ? undefined : () => void base.refetch()} />;
  }
  const quote = withCoupon ?? base.data;

  const pay = () =>
    create.mutate(
      { courseId, couponCode: quote.coupon_code },
      {
        onSuccess: onOrder,
        onError: (error) => {
          // Another tab opened one meanwhile: resume it rather than make a second.
          if (orderErrorKey(error) === 'order_already_open') onOrder(null);
          else toast.error(orderErrorMessage(error));
        },
      },
    );

  return (
    <Card className="overflow-hidden">
      <div className="grid gap-0 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <CourseImage src={imageUrl} priority />
        <CardContent className="grid gap-4 pt-4">
          <div>
            <p className="text-sm text-muted-foreground">{t.course}</p>
            <h2 className="text-lg font-semibold">{quote.course_title}</h2>
          </div>
          <dl className="grid gap-2 text-sm" data-testid="checkout-quote">
            <div className="flex justify-between gap-4">
              <dt>{t.price}</dt>
              <dd>
                {quote.list_price !== undefined && quote.list_price > quote.subtotal ? (
                  <s className="me-2 text-muted-foreground" aria-label={checkoutText.listPrice(formatOrderAmount(quote.list_price))}>
                    {formatOrderAmount(quote.list_price)}
                  </s>
                ) : null}
                {formatOrderAmount(quote.subtotal)}
              </dd>
            </div>
            {quote.coupon_code && quote.discount > 0 ? (
              <div className="flex justify-between gap-4 text-success">
                <dt>{t.discount(quote.coupon_code)}</dt>
                <dd>{`−${formatOrderAmount(quote.discount)}`}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
              <dt>{t.total}</dt>
              <dd data-testid="checkout-total">{formatOrderAmount(quote.total)}</dd>
            </div>
          </dl>
          <CouponForm
            courseId={courseId}
            applied={quote.coupon_code}
            onApplied={setWithCoupon}
            onRemoved={() => setWithCoupon(null)}
            disabled={create.isPending}
          />
          {/* Painted by the server (decision 0076): a press before the app is live is pressed again once it is. */}
          <Button size="lg" onClick={pay} disabled={create.isPending || !live} {...appControl('checkout-pay', live)}>
            {create.isPending ? t.creating : t.pay}
          </Button>
        </CardContent>
      </div>
    </Card>
  );
}
