import { useState, type SyntheticEvent } from 'react';
import { Smartphone } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { GATEWAY_BANKS, useCreateCharge, type GatewayBank } from '../api/create-charge-mutation.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { GatewayError } from './gateway-error.tsx';

type Props = { order: OrderDetail; returnPath: string };

/** Thai mobile banking: the gateway sends the learner to the bank's page (authorize_uri) and back here. */
export function MobileBankingForm({ order, returnPath }: Props) {
  const t = checkoutText;
  const [bank, setBank] = useState<GatewayBank>('mobile_banking_kbank');
  const charge = useCreateCharge(order.id);
  const go = (event: SyntheticEvent) => {
    event.preventDefault();
    charge.mutate(
      { orderId: order.id, method: bank, returnPath },
      { onSuccess: (answer) => (answer.authorize_uri ? window.location.assign(answer.authorize_uri) : undefined) },
    );
  };
  return (
    <form className="grid gap-3" onSubmit={go}>
      <label className="grid gap-1 text-sm" htmlFor="payment-bank">
        {t.bank}
        <select
          id="payment-bank"
          className="h-10 rounded-md border bg-background px-3"
          value={bank}
          onChange={(event) => {
            const chosen = GATEWAY_BANKS.find((b) => b === event.target.value);
            if (chosen) setBank(chosen);
          }}
        >
          {GATEWAY_BANKS.map((b) => (
            <option key={b} value={b}>
              {t.banks[b]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={charge.isPending || charge.isSuccess}>
        <Smartphone aria-hidden="true" />
        {charge.isPending || charge.isSuccess ? t.gatewayStarting : t.bankGo}
      </Button>
      {charge.isError ? <GatewayError error={charge.error} /> : null}
    </form>
  );
}
