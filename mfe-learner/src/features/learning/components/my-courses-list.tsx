import { Link } from '@shared/platform/router';
import { Award } from 'lucide-react';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { EmptyState } from '@shared/ui/empty-state';
import { Progress } from '@shared/ui/progress';
import { formatThaiDate } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';
import type { LearnerCourse } from '../lib/learner-course.ts';
import { courseActionKind, isFinished, sortByRecentActivity } from '../lib/learner-stats.ts';

type MyCoursesListProps = {
  courses: LearnerCourse[];
  /** course id → certificate code, for the badge and the 'view certificate' button. */
  certificateCodes: ReadonlyMap<number, string>;
};

/** The profile's "my courses" tab: progress, completion date, certificate badge, and the next step. */
export function MyCoursesList({ courses, certificateCodes }: MyCoursesListProps) {
  if (courses.length === 0) return <EmptyState title={learnerTh.profile.noCourses} />;
  return (
    <ul className="space-y-4">
      {sortByRecentActivity(courses).map((course) => {
        const title = course.available ? course.title : learnerTh.dashboard.unavailableCourse;
        const code = certificateCodes.get(course.courseId);
        const finished = isFinished(course);
        return (
          <li key={course.courseId}>
            <Card data-testid={`my-course-${course.courseId}`}>
              <CardContent className="flex flex-col gap-4 p-5 md:flex-row md:items-center">
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{title}</h3>
                    {code ? (
                      <Badge variant="success">
                        <Award aria-hidden="true" className="size-3.5" />
                        {learnerTh.course.hasCertificate}
                      </Badge>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-3">
                    <Progress value={course.progressPercent} aria-label={learnerTh.course.progressOf(title)} className="max-w-sm" />
                    <span className="text-sm font-medium">{course.progressPercent}%</span>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {course.completedAt ? learnerTh.course.completedOn(formatThaiDate(course.completedAt)) : learnerTh.course.notCompleted}
                  </p>
                </div>
                {finished && code ? (
                  <Button asChild variant="outline">
                    <Link to={`/certificates/${code}/print`}>{learnerTh.course.viewCertificate}</Link>
                  </Button>
                ) : course.available ? (
                  <Button asChild>
                    <Link to={`/course/${course.courseId}`}>
                      {courseActionKind(course.progressPercent) === 'continue' ? learnerTh.dashboard.continue : learnerTh.dashboard.start}
                    </Link>
                  </Button>
                ) : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
