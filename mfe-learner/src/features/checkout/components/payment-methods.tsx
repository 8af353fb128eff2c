import { useState, type ReactNode } from 'react';
import { checkoutText } from '../../../config/checkout-messages.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { CardPaymentForm } from './card-payment-form.tsx';
import { GatewayPromptPay } from './gateway-promptpay.tsx';
import { MobileBankingForm } from './mobile-banking-form.tsx';

type Method = 'promptpay' | 'card' | 'mobile_banking' | 'slip';
const METHODS: readonly Method[] = ['promptpay', 'card', 'mobile_banking', 'slip'];

type Props = { order: OrderDetail; courseId: number; slipPanel: ReactNode };

/**
 * The payment methods as native radio buttons (arrow keys move between them): three through the
 * gateway, which confirm themselves, and the transfer with a slip an admin checks. The slip stays
 * the first choice shown while a slip is on file, so a learner who sent one sees its state.
 */
export function PaymentMethods({ order, courseId, slipPanel }: Props) {
  const t = checkoutText;
  const [method, setMethod] = useState<Method>('slip');
  const returnPath = `/checkout/${courseId}`;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{t.methodTitle}</legend>
        {METHODS.map((m) => (
          <label
            key={m}
            className="flex cursor-pointer items-center gap-2 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input type="radio" name="payment-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
            <span>{t.methods[m]}</span>
          </label>
        ))}
      </fieldset>
      {method === 'promptpay' ? <GatewayPromptPay order={order} returnPath={returnPath} /> : null}
      {method === 'card' ? <CardPaymentForm order={order} returnPath={returnPath} /> : null}
      {method === 'mobile_banking' ? <MobileBankingForm order={order} returnPath={returnPath} /> : null}
      {method === 'slip' ? slipPanel : null}
    </div>
  );
}
