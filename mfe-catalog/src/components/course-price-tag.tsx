import { useEffect, useState } from 'react';
import { formatBaht, formatThaiDate } from '@shared/messages/format';
import { cn } from '@shared/ui/cn';
import { catalogText } from '../config/messages.ts';
import { coursePriceText } from '@shared/db/courses';
import { saleTimeLeft } from '../lib/sale-countdown.ts';

type Props = {
  price: number;
  salePrice: number | null;
  saleEndsAt: string | null;
  className?: string;
};

/**
 * A course's price, with a running sale: the sale price, the list price struck through and the
 * time left. The server renders the sale's end date (the page must hydrate to the same markup);
 * the ticking countdown starts once the page runs. When it reaches zero the list price shows again,
 * as the database then charges it (price_course, decision 0057).
 */
export function CoursePriceTag({ price, salePrice, saleEndsAt, className }: Props) {
  const t = catalogText.sale;
  const [now, setNow] = useState<number | null>(null);
  const endsAt = saleEndsAt === null ? Number.NaN : new Date(saleEndsAt).getTime();
  const running = salePrice !== null && Number.isFinite(endsAt) && (now === null || now < endsAt);
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  if (!running || salePrice === null || saleEndsAt === null) {
    return (
      <p className={cn('text-xl font-bold text-primary', className)} data-testid="course-price">
        {coursePriceText(price)}
      </p>
    );
  }
  return (
    <div className="grid gap-0.5">
      <p className={cn('flex flex-wrap items-baseline gap-2 text-xl font-bold text-primary', className)} data-testid="course-price">
        <span>{formatBaht(salePrice)}</span>
        <s className="text-sm font-normal text-muted-foreground" aria-label={t.listPrice(formatBaht(price))}>
          {formatBaht(price)}
        </s>
      </p>
      <p className="text-xs font-medium text-destructive" data-testid="sale-countdown">
        {now === null ? (
          t.until(formatThaiDate(saleEndsAt))
        ) : (
          <>
            {t.endsIn}{' '}
            <span role="timer" className="font-mono tabular-nums">
              {saleTimeLeft((endsAt - now) / 1000)}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
