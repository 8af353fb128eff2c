import { useId } from 'react';
import { Link } from '@shared/platform/router';
import { BookOpen, Clock, Users } from 'lucide-react';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardFooter } from '@shared/ui/card';
import { Progress } from '@shared/ui/progress';
import { formatDuration, formatNumber } from '@shared/messages/format';
import { CourseImage } from '@shared/ui/course-image';
import { CoursePriceTag } from '../../../components/course-price-tag.tsx';
import { LevelBadge } from '@shared/ui/level-badge';
import { CourseRating } from '../../../components/course-rating.tsx';
import { catalogText } from '../../../config/messages.ts';
import { EnrollButton } from './enroll-button.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';
import { certificatePath } from '../../../lib/course-schemas.ts';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';
import type { CourseProgress } from '../../../lib/course-progress.ts';

type Props = {
  course: CatalogCourse;
  progress: CourseProgress | undefined;
  priority?: boolean;
  /** h2 in a list of its own (the catalogue), h3 under a section's heading (related courses, the landing). */
  headingLevel?: 2 | 3;
};

export function CourseCard({ course, progress, priority = false, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const enrolled = progress !== undefined;
  const percent = progress?.progress_percent ?? 0;
  // useId: the same course may be on a page twice (the landing's popular and new rows).
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="article" className="flex flex-col overflow-hidden" data-testid={`course-card-${course.id}`}>
      <div className="relative">
        <CourseImage src={course.image_url} priority={priority} />
        <div className="absolute start-3 top-3 flex gap-2">
          <LevelBadge level={course.level} />
          {enrolled ? <Badge variant="success">{catalogText.card.enrolled}</Badge> : null}
        </div>
        <WishlistHeart courseId={course.id} courseTitle={course.title} className="absolute end-3 top-3" />
      </div>
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <Heading id={titleId} className="text-lg font-semibold leading-snug">
          <Link
            to={`/course/${course.id}`}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
        <p className="text-sm">
          <span className="sr-only">{catalogText.card.instructor}: </span>
          {course.instructor_id === null ? (
            course.instructor_name
          ) : (
            <Link
              to={`/instructor/${course.instructor_id}`}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {course.instructor_name}
            </Link>
          )}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {formatDuration(course.duration_minutes)}
          </li>
          <li className="inline-flex items-center gap-1">
            <BookOpen aria-hidden="true" className="size-3.5" />
            {catalogText.card.lessons(course.lessons_count)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {catalogText.card.students(formatNumber(course.students_count))}
          </li>
        </ul>
        <div className="flex items-center gap-2 text-sm">
          <CourseRating rating={course.rating_avg} reviews={course.reviews_count} />
        </div>
        {enrolled && percent > 0 ? (
          <div className="grid gap-1" data-testid="course-progress">
            <Progress value={percent} aria-label={catalogText.card.progress(percent)} />
            <p className="text-xs text-muted-foreground">{catalogText.card.progress(percent)}</p>
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto justify-between gap-3">
        <CoursePriceTag price={course.price} salePrice={course.sale_price ?? null} saleEndsAt={course.sale_ends_at ?? null} />
        {progress?.certificate_code ? (
          <Button asChild variant="outline">
            <Link to={certificatePath(progress.certificate_code)}>{catalogText.detail.viewCertificate}</Link>
          </Button>
        ) : enrolled ? (
          <Button asChild>
            <Link to={`/course/${course.id}`}>{percent > 0 ? catalogText.card.continue : catalogText.card.start}</Link>
          </Button>
        ) : (
          <EnrollButton courseId={course.id} courseTitle={course.title} price={course.current_price ?? course.price} />
        )}
      </CardFooter>
    </Card>
  );
}
