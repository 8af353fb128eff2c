import { GraduationCap } from 'lucide-react';
import { useParams } from '@shared/platform/router';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../config/messages.ts';
import { loadErrorMessage } from '@shared/messages/errors';
import { useInstructorCourses } from '../../features/courses/api/get-instructor-courses.ts';
import { useMyProgress } from '../../features/courses/api/get-my-progress.ts';
import { CourseCard } from '../../features/courses/components/course-card.tsx';
import { CourseListGate } from '../../features/courses/components/course-list-gate.tsx';
import { instructorIdSchema, useInstructorProfile } from '../../features/instructors/api/get-instructor-profile.ts';
import { InstructorHeader } from '../../features/instructors/components/instructor-header.tsx';
import { InstructorNotFound } from '../../features/instructors/components/instructor-not-found.tsx';

/** /instructor/:id: where the instructor's profile meets the catalogue's course cards. */
export function InstructorRoute() {
  const id = instructorIdSchema.safeParse(useParams().id);
  if (!id.success) return <InstructorNotFound />;
  return <InstructorPage instructorId={id.data} />;
}

function InstructorPage({ instructorId }: { instructorId: number }) {
  const profile = useInstructorProfile(instructorId);
  if (profile.isPending) {
    return (
      <div role="status" aria-label={catalogText.instructor.loading} className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-10">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState message={loadErrorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (profile.data === null) return <InstructorNotFound />;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-10">
      <InstructorHeader profile={profile.data} />
      <InstructorCourses instructorId={instructorId} />
    </div>
  );
}

function InstructorCourses({ instructorId }: { instructorId: number }) {
  const courses = useInstructorCourses(instructorId);
  const mine = useMyProgress();
  return (
    <section aria-labelledby="instructor-courses-title" className="grid gap-6">
      <h2 id="instructor-courses-title" className="text-2xl font-semibold">
        {catalogText.instructor.courses}
      </h2>
      <CourseListGate courses={courses} progress={mine}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<GraduationCap aria-hidden="true" className="size-8 text-muted-foreground" />}
              title={catalogText.instructor.noCourses}
            />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((course) => (
                <CourseCard key={course.id} course={course} progress={mine.progress.get(course.id)} />
              ))}
            </div>
          )
        }
      </CourseListGate>
    </section>
  );
}
