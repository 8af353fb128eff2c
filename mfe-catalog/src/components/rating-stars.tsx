import { Star } from 'lucide-react';
import { cn } from 'shared/ui/cn';

/** Read-only 0–5 stars; the number beside them is what screen readers get. */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value);
  return (
    <span aria-hidden="true" className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= rounded ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')} />
      ))}
    </span>
  );
}
