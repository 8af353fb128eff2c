import { Star } from 'lucide-react';
import { cn } from '@shared/ui/cn';
import { catalogText } from '../../../config/messages.ts';

type Props = { value: number; onChange: (value: number) => void; invalid: boolean; describedBy: string | undefined };

/** Five radio buttons styled as stars: arrow keys move between them, as for any radio group. */
export function StarRatingInput({ value, onChange, invalid, describedBy }: Props) {
  return (
    <div
      role="radiogroup"
      aria-label={catalogText.reviews.rating}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex gap-1"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="relative cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
          <input
            type="radio"
            name="review-rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            // Transparent over its star, so a click or tap lands on the real radio button.
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            aria-label={catalogText.reviews.star(n)}
          />
          <Star aria-hidden="true" className={cn('size-7', n <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50')} />
        </label>
      ))}
    </div>
  );
}
