import { Star } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Avatar } from '@shared/ui/avatar';
import { Card, CardContent } from '@shared/ui/card';
import { Skeleton } from '@shared/ui/skeleton';
import { formatNumber } from '@shared/messages/format';
import { catalogText } from '../../../config/messages.ts';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';
import { useInstructorStats } from '../api/get-instructor-stats.ts';

/** Name (a link to their page), title, avatar, and (detailed) bio, rating, learners and courses of the instructor. */
export function InstructorCard({ course, detailed = false }: { course: CatalogCourse; detailed?: boolean }) {
  const stats = useInstructorStats(course.instructor_id);
  const name = course.instructor_name ?? '';
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-center gap-3">
          <Avatar name={name} src={course.instructor_avatar_url ?? null} className="size-14" />
          <div>
            <p className="text-xs text-muted-foreground">{catalogText.card.instructor}</p>
            {course.instructor_id === null ? (
              <p className="font-semibold">{name}</p>
            ) : (
              <Link
                to={`/instructor/${course.instructor_id}`}
                aria-label={catalogText.instructor.profileLink(name)}
                className="rounded-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {name}
              </Link>
            )}
            <p className="text-sm text-muted-foreground">{course.instructor_title}</p>
          </div>
        </div>
        {stats.isPending && course.instructor_id !== null ? (
          <Skeleton className="h-5 w-2/3" />
        ) : stats.data ? (
          <>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <li className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                {stats.data.reviews === 0
                  ? catalogText.instructor.noRatings
                  : catalogText.detail.instructorRating(stats.data.rating.toFixed(1))}
              </li>
              <li>{catalogText.detail.instructorStudents(formatNumber(stats.data.students))}</li>
              <li>{catalogText.detail.instructorCourses(stats.data.courses)}</li>
            </ul>
            {detailed ? <p className="leading-relaxed">{stats.data.bio}</p> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
