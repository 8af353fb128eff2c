import { formatNumber } from '@shared/messages/format';
import { catalogText } from '../config/messages.ts';
import { RatingStars } from './rating-stars.tsx';

type Props = {
  rating: number;
  reviews: number;
  /** The course page writes the count out ("(3 รีวิว)"); a card keeps it short ("(3)"). */
  long?: boolean;
};

/**
 * A course's stars, average and review count, or "ยังไม่มีรีวิว" while nobody
 * has reviewed it: "0.0 (0)" read as a bad score.
 */
export function CourseRating({ rating, reviews, long = false }: Props) {
  if (reviews === 0)
    return (
      <span className="text-muted-foreground" data-testid="course-rating">
        {catalogText.card.noReviews}
      </span>
    );
  const average = rating.toFixed(1);
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="course-rating">
      <RatingStars value={rating} decorative />
      <span aria-label={catalogText.card.rating(average)} className={long ? 'font-semibold' : undefined}>
        {average}
      </span>
      <span className="text-muted-foreground">{long ? catalogText.detail.reviews(reviews) : `(${formatNumber(reviews)})`}</span>
    </span>
  );
}
