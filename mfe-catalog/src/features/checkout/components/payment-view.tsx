import { Card, CardContent } from 'shared/ui/card';
import { catalogText } from '../../../config/messages.ts';
import { formatMoney } from '../lib/format-money.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderCountdown } from './order-countdown.tsx';
import { PromptPayQr } from './promptpay-qr.tsx';
import { SlipSection } from './slip-section.tsx';

type Props = {
  order: OrderDetail;
  userId: string;
  /** When the order's `seconds_left` was read (ms since the epoch). */
  readAt: number;
  onElapsed: () => void;
  onCancelled: () => void;
};

/** Step 2, a pending order: the QR (or why there is none), amount, order number, time left, the steps, the slip. */
export function PaymentView({ order, userId, readAt, onElapsed, onCancelled }: Props) {
  const t = catalogText.checkout;
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="grid gap-1 text-center">
          <p className="text-sm text-muted-foreground">{order.course_title}</p>
          <p className="text-sm">
            {t.amount}
            <span className="sr-only">: </span>
          </p>
          <p className="text-3xl font-bold text-primary" data-testid="order-amount">
            {formatMoney(order.total)}
          </p>
          <p className="text-sm">
            {`${t.orderNumber}: `}
            <span className="font-mono font-semibold" data-testid="order-number">
              {order.order_number}
            </span>
          </p>
        </div>
        {order.promptpay_id ? (
          <div className="grid gap-2">
            <PromptPayQr promptPayId={order.promptpay_id} amount={order.total} orderNumber={order.order_number} />
            {order.school_name ? <p className="text-center text-sm text-muted-foreground">{t.payTo(order.school_name)}</p> : null}
          </div>
        ) : (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm" data-testid="no-promptpay">
            {t.noPromptPay}
          </p>
        )}
        {/* A slip waiting for review stops the clock (the database does not expire that order). */}
        {order.latest_slip?.status === 'submitted' ? null : (
          <OrderCountdown deadline={readAt + order.seconds_left * 1000} onElapsed={onElapsed} />
        )}
        <section aria-labelledby="pay-steps-title" className="grid gap-2">
          <h2 id="pay-steps-title" className="font-semibold">
            {t.stepsTitle}
          </h2>
          <ol className="grid list-decimal gap-1 ps-6 text-sm">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <SlipSection orderId={order.id} userId={userId} slip={order.latest_slip} />
        <div className="flex justify-end border-t pt-4">
          <CancelOrderButton orderId={order.id} orderNumber={order.order_number} onCancelled={onCancelled} />
        </div>
      </CardContent>
    </Card>
  );
}
