import { Link, useNavigate } from '@shared/platform/router';
import { ArrowLeft, BookOpen, Clock, Users } from 'lucide-react';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { formatDuration, formatNumber } from '@shared/messages/format';
import { LevelBadge } from '@shared/ui/level-badge';
import { CourseRating } from '../../../components/course-rating.tsx';
import { catalogText } from '../../../config/messages.ts';
import { categoryLabel } from '@shared/db/courses';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

/**
 * ย้อนกลับ: a link to the catalogue, so it works before the page's script
 * runs; once live, it goes back in history when there is somewhere to go
 * back to (a first visit straight to /course/3 has none inside the site).
 */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link
        to="/courses"
        onClick={(event) => {
          if (window.history.length <= 1) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        <ArrowLeft aria-hidden="true" />
        {catalogText.detail.back}
      </Link>
    </Button>
  );
}

export function CourseHeader({ course }: { course: CatalogCourse }) {
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <LevelBadge level={course.level} />
        <Badge variant="outline">{categoryLabel(course.category)}</Badge>
      </div>
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-3xl font-bold leading-tight">{course.title}</h1>
        <WishlistHeart courseId={course.id} courseTitle={course.title} className="shrink-0" />
      </div>
      <p className="text-lg text-muted-foreground">{course.description}</p>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <CourseRating rating={course.rating_avg} reviews={course.reviews_count} long />
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {catalogText.card.students(formatNumber(course.students_count))}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {formatDuration(course.duration_minutes)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <BookOpen aria-hidden="true" className="size-4" />
          {catalogText.card.lessons(course.lessons_count)}
        </li>
      </ul>
    </header>
  );
}
