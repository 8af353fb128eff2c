import { Star } from 'lucide-react';
import { cn } from '@shared/ui/cn';
import { catalogText } from '../config/messages.ts';

/** How much of star n (1–5) a rating fills, to a tenth: 4.7 fills the fifth star 0.7. */
export function starFill(value: number, n: number): number {
  return Math.round(Math.min(1, Math.max(0, value - (n - 1))) * 10) / 10;
}

/**
 * Read-only 0–5 stars, each filled to its fraction (4.5 and 4.7 are not five full stars: rounding
 * drew them so). An image named "คะแนน 4.7 จาก 5" for screen readers; pass `decorative` where the
 * number beside the stars already says it.
 */
export function RatingStars({ value, className, decorative = false }: { value: number; className?: string; decorative?: boolean }) {
  const label = catalogText.card.rating(value.toFixed(1));
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = starFill(value, n);
        return (
          <span key={n} className="relative inline-flex size-4" data-fill={fill}>
            <Star aria-hidden="true" className="size-4 text-muted-foreground/40" />
            {/* The filled star clipped to the fraction: vector, so a half is exact at any zoom. */}
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
