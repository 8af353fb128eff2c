import { useState, type SyntheticEvent } from 'react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { LiveFieldset } from '@shared/ui/live-fieldset';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { orderErrorMessage } from '@shared/db/orders';
import { normaliseCouponCode, useApplyCoupon } from '../api/apply-coupon-mutation.ts';
import type { CheckoutQuote } from '../lib/order-schemas.ts';

type Props = {
  courseId: number;
  /** The code now applied (from the quote the summary shows), or null. */
  applied: string | null;
  onApplied: (quote: CheckoutQuote) => void;
  onRemoved: () => void;
  disabled: boolean;
};

/** The coupon field: the database says whether the code is good; a refused code keeps what was typed. */
export function CouponForm({ courseId, applied, onApplied, onRemoved, disabled }: Props) {
  const t = checkoutText;
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const apply = useApplyCoupon(courseId);
  const error = missing ? t.couponRequired : apply.isError ? orderErrorMessage(apply.error) : undefined;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (normaliseCouponCode(code) === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    apply.mutate(code, { onSuccess: onApplied });
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-success/40 bg-success/5 px-3 py-2 text-sm">
        <p role="status">{t.couponApplied(applied)}</p>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            apply.reset();
            onRemoved();
          }}
        >
          {t.removeCoupon}
        </Button>
      </div>
    );
  }
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      {/* Painted by the server (decision 0076): a code typed before the app is handed to the live field, and a
          submission made then is sent once the app is live (the paint-first gate). */}
      <LiveFieldset control="coupon-form">
        <FormField id="coupon-code" label={t.coupon} error={error} hint={t.couponHint}>
          <div className="flex gap-2">
            <Input
              {...fieldA11y('coupon-code', error)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t.couponPlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={32}
              disabled={disabled || apply.isPending}
            />
            <Button type="submit" variant="outline" disabled={disabled || apply.isPending}>
              {apply.isPending ? t.applyingCoupon : t.applyCoupon}
            </Button>
          </div>
        </FormField>
      </LiveFieldset>
    </form>
  );
}
