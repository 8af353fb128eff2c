import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shared/ui/tabs';
import { appControl } from '@shared/delivery-contract';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { catalogText } from '../../config/messages.ts';
import { useLive } from '@shared/ui/use-live';
import type { CatalogCourse } from '../../lib/catalog-course.ts';
import type { CourseProgress } from '../../lib/course-progress.ts';
import { BackButton, CourseHeader } from '../../features/courses/components/course-header.tsx';
import { CourseOverview } from '../../features/courses/components/course-overview.tsx';
import { CourseSidebar } from '../../features/courses/components/course-sidebar.tsx';
import { CourseActionBar } from '../../features/courses/components/course-action-bar.tsx';
import { InstructorCard } from '../../features/courses/components/instructor-card.tsx';
import { RelatedCourses } from '../../features/courses/components/related-courses.tsx';
import { useCurriculum } from '../../features/courses/api/get-curriculum.ts';
import { useCompletedLessons } from '../../features/courses/api/get-completed-lessons.ts';
import { Curriculum } from '../../features/courses/components/curriculum.tsx';
import { CoursePreviewVideo } from '../../features/courses/components/course-preview-video.tsx';
import { continueLesson, firstPreviewLesson } from '@shared/db/lessons';
import { CourseReviews } from '../../features/reviews/components/course-reviews.tsx';
import { useTeachesCourse } from '../../features/courses/api/get-teaching.ts';

type Props = { course: CatalogCourse; progress: CourseProgress | undefined };

/**
 * Where the course, its outline and reviews meet: header, tabs and sidebar. A lesson opens on its own page
 * (mfe-learner's, decision 0065).
 */
export function CourseDetailLayout({ course, progress }: Props) {
  const enrolled = progress !== undefined;
  // The course's instructor opens every lesson without enrolling (the database lets them).
  const teaching = useTeachesCourse(course.id);
  const curriculum = useCurriculum(course.id);
  const { completed } = useCompletedLessons(course.id);
  const modules = curriculum.data ?? [];
  const preview = firstPreviewLesson(modules);
  const next = continueLesson(modules, completed);
  const t = catalogText.detail.tabs;
  const live = useLive();

  return (
    // pb-28 below lg: room for the phone's fixed action bar, so it never covers the page's end.
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 pt-8 pb-28 lg:pb-8">
      <BackButton />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <CourseHeader course={course} />
          {preview?.type === 'video' ? <CoursePreviewVideo lessonId={preview.id} /> : null}
          <InstructorCard course={course} />
          <Tabs defaultValue="curriculum">
            {/*
              Switching tabs needs script. Without any, the other tabs are visibly unavailable; with the
              page's gate running, a press before the page is live is pressed again once it is (app-control.ts).
            */}
            <TabsList className="h-auto max-w-full overflow-x-auto">
              <TabsTrigger value="curriculum">{t.curriculum}</TabsTrigger>
              <TabsTrigger value="overview" disabled={!live} {...appControl('course-tab-overview', live)}>
                {t.overview}
              </TabsTrigger>
              <TabsTrigger value="instructor" disabled={!live} {...appControl('course-tab-instructor', live)}>
                {t.instructor}
              </TabsTrigger>
              <TabsTrigger value="reviews" disabled={!live} {...appControl('course-tab-reviews', live)}>
                {t.reviews}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="curriculum">
              {curriculum.isPending ? (
                <Skeleton className="h-64 w-full" />
              ) : curriculum.isError ? (
                <ErrorState onRetry={() => void curriculum.refetch()} />
              ) : (
                <Curriculum
                  courseId={course.id}
                  modules={modules}
                  enrolled={enrolled || teaching}
                  completed={completed}
                  currentLessonId={null}
                />
              )}
            </TabsContent>
            <TabsContent value="overview">
              <CourseOverview course={course} />
            </TabsContent>
            <TabsContent value="instructor">
              <InstructorCard course={course} detailed />
            </TabsContent>
            <TabsContent value="reviews">
              <CourseReviews courseId={course.id} enrolled={enrolled} />
            </TabsContent>
          </Tabs>
        </div>
        <aside>
          <CourseSidebar
            course={course}
            progress={progress}
            previewPath={preview ? `/course/${course.id}/lesson/${preview.id}` : null}
            continuePath={next ? `/course/${course.id}/lesson/${next.id}` : null}
          />
        </aside>
      </div>
      <RelatedCourses courseId={course.id} />
      <CourseActionBar course={course} progress={progress} continuePath={next ? `/course/${course.id}/lesson/${next.id}` : null} />
    </div>
  );
}
