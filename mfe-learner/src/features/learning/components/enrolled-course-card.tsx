import { Link } from '@shared/platform/router';
import { BookOpen, Clock, Video } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@shared/ui/card';
import { Progress } from '@shared/ui/progress';
import { formatDuration, formatNumber } from '@shared/messages/format';
import { LevelBadge } from '@shared/ui/level-badge';
import { learnerTh } from '../../../config/messages.ts';
import type { LearnerCourse } from '../lib/learner-course.ts';
import { courseActionKind, isFinished } from '../lib/learner-stats.ts';

/** A dashboard card per enrolled course (spec §2): title, description, level, videos, duration, progress, button. */
export function EnrolledCourseCard({ course }: { course: LearnerCourse }) {
  const title = course.available ? course.title : learnerTh.dashboard.unavailableCourse;
  const action = courseActionKind(course.progressPercent);
  return (
    <Card className="flex h-full flex-col" data-testid={`enrolled-course-${course.courseId}`}>
      <CardHeader className="gap-3">
        <LevelBadge level={course.level} variant="outline" />
        <CardTitle>{title}</CardTitle>
        <CardDescription className="line-clamp-2">{course.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-4">
          <li className="flex items-center gap-1.5">
            <Video aria-hidden="true" />
            {learnerTh.course.videos(formatNumber(course.videoCount))}
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen aria-hidden="true" />
            {learnerTh.course.lessons(formatNumber(course.lessonsCount))}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" />
            {formatDuration(course.durationMinutes)}
          </li>
        </ul>
        <div className="space-y-1.5">
          <div className="flex justify-between text-sm">
            <span>{learnerTh.course.progress}</span>
            <span className="font-medium" data-testid="course-progress">
              {course.progressPercent}%
            </span>
          </div>
          <Progress value={course.progressPercent} aria-label={learnerTh.course.progressOf(title)} />
        </div>
      </CardContent>
      <CardFooter>
        {isFinished(course) && course.certificateCode ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={`/certificates/${course.certificateCode}/print`}>{learnerTh.course.viewCertificate}</Link>
          </Button>
        ) : course.available ? (
          <Button asChild className="w-full">
            <Link to={`/course/${course.courseId}`}>
              {action === 'continue' ? learnerTh.dashboard.continue : learnerTh.dashboard.start}
            </Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
