import { checkoutText } from '../../../config/checkout-messages.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { PromptPayQr } from './promptpay-qr.tsx';
import { SlipSection } from './slip-section.tsx';

/** The transfer-and-slip method: the school's own PromptPay QR (or why there is none), the steps, the slip. */
export function SlipTransferPanel({ order, userId }: { order: OrderDetail; userId: string }) {
  const t = checkoutText;
  return (
    <div className="grid gap-5">
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
    </div>
  );
}
