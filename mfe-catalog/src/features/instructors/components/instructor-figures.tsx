import { BookOpen, Star, Users } from 'lucide-react';
import { formatNumber } from '@shared/messages/format';
import { catalogText } from '../../../config/messages.ts';
import type { InstructorProfile } from '../api/get-instructor-profile.ts';

const t = catalogText.instructor;

/** Average rating (or "no reviews yet"), learners and courses, as a labelled list. */
export function InstructorFigures({ profile }: { profile: InstructorProfile }) {
  return (
    <ul aria-label={t.figures} className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
      <li className="inline-flex items-center gap-1">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
        {profile.reviews_count === 0
          ? t.noRatings
          : `${t.rating(profile.rating_avg.toFixed(1))} · ${t.reviews(formatNumber(profile.reviews_count))}`}
      </li>
      <li className="inline-flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        {t.learners(formatNumber(profile.students_count))}
      </li>
      <li className="inline-flex items-center gap-1">
        <BookOpen aria-hidden="true" className="size-4" />
        {t.coursesCount(formatNumber(profile.courses_count))}
      </li>
    </ul>
  );
}
