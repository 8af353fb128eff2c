import { Link } from '@shared/platform/router';
import { GraduationCap } from 'lucide-react';
import type { Profile } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { LevelBadge } from '@shared/ui/level-badge';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { learnerTh } from '../../../config/messages.ts';
import { useMyCourses } from '../api/get-my-courses.ts';
import { computeLearnerStats, sortByRecentActivity } from '../lib/learner-stats.ts';
import { EnrolledCourseCard } from './enrolled-course-card.tsx';
import { LearnerStatTiles } from './learner-stat-tiles.tsx';

/** /dashboard: greeting, the four figures and a card per enrolled course, all from the learner's own data. */
export function DashboardView({ profile }: { profile: Profile }) {
  const courses = useMyCourses(profile.id);
  if (courses.isPending) return <PageSkeleton />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8">
      <header className="flex flex-wrap items-center gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">{learnerTh.dashboard.greeting(profile.name)}</h1>
          <p className="text-muted-foreground">{learnerTh.dashboard.subtitle}</p>
        </div>
        <LevelBadge level={profile.level} />
      </header>
      {courses.isError ? (
        <ErrorState message={thaiErrorMessage(courses.error)} onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <LearnerStatTiles stats={computeLearnerStats(courses.data)} />
          <section aria-labelledby="my-courses-heading" className="space-y-4">
            <h2 id="my-courses-heading" className="text-xl font-semibold">
              {learnerTh.dashboard.myCourses}
            </h2>
            {courses.data.length === 0 ? (
              <EmptyState
                icon={<GraduationCap aria-hidden="true" className="size-10 text-primary" />}
                title={learnerTh.dashboard.emptyTitle}
              >
                <p className="text-sm text-muted-foreground">{learnerTh.dashboard.emptyDetail}</p>
                <Button asChild>
                  <Link to="/courses">{learnerTh.dashboard.browseCourses}</Link>
                </Button>
              </EmptyState>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {sortByRecentActivity(courses.data).map((course) => (
                  <li key={course.courseId}>
                    <EnrolledCourseCard course={course} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
