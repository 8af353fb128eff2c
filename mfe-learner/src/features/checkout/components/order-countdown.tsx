import { useEffect } from 'react';
import { Clock } from 'lucide-react';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { useCountdown } from '../lib/use-countdown.ts';

type Props = { deadline: number; onElapsed: () => void };

/** mm:ss to the order's expiry; at zero the page asks the database, which expires the order. */
export function OrderCountdown({ deadline, onElapsed }: Props) {
  const t = checkoutText;
  const left = useCountdown(deadline);
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  useEffect(() => {
    if (left === 0) onElapsed();
  }, [left, onElapsed]);
  return (
    <p className="flex items-center justify-center gap-2 text-sm">
      <Clock aria-hidden="true" className="size-4" />
      <span>{t.timeLeft}</span>
      <span
        role="timer"
        aria-label={t.timeLeftValue(minutes, seconds)}
        className="font-mono text-base font-semibold tabular-nums"
        data-testid="order-countdown"
      >
        {`${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`}
      </span>
    </p>
  );
}
