import { QrCode } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { useCreateCharge } from '../api/create-charge-mutation.ts';
import { formatOrderAmount } from '@shared/db/orders';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { GatewayError } from './gateway-error.tsx';

type Props = { order: OrderDetail; returnPath: string };

/** A PromptPay charge at the gateway: its QR, paid in any bank app; the order page's poll sees the payment. */
export function GatewayPromptPay({ order, returnPath }: Props) {
  const t = checkoutText;
  const charge = useCreateCharge(order.id);
  const qr = charge.data?.qr_image_uri;
  return (
    <section aria-live="polite" className="grid justify-items-center gap-3" data-testid="gateway-promptpay">
      {qr ? (
        <>
          <img
            src={qr}
            alt={t.gatewayQrAlt(formatOrderAmount(order.total))}
            width={240}
            height={240}
            className="rounded-md border bg-white p-2"
          />
          <p className="text-center text-sm">{t.gatewayPromptPayHint}</p>
          <p role="status" className="text-sm text-muted-foreground">
            {t.gatewayWaiting}
          </p>
        </>
      ) : (
        <Button disabled={charge.isPending} onClick={() => charge.mutate({ orderId: order.id, method: 'promptpay', returnPath })}>
          <QrCode aria-hidden="true" />
          {charge.isPending ? t.gatewayStarting : t.gatewayPromptPayStart}
        </Button>
      )}
      {charge.isError ? <GatewayError error={charge.error} /> : null}
    </section>
  );
}
