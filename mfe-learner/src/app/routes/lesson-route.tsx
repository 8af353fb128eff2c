import { useState } from 'react';
import { Link, useParams } from '@shared/platform/router';
import { ArrowLeft } from 'lucide-react';
import { ErrorState } from '@shared/ui/error-state';
import { NotFoundPage } from '@shared/ui/not-found';
import { Skeleton } from '@shared/ui/skeleton';
import { lessonText } from '../../config/lesson-messages.ts';
import { courseIdSchema, lessonIdSchema } from '../../lib/route-ids.ts';
import { useCompletedLessons } from '../../features/lessons/api/get-completed-lessons.ts';
import { useCourseProgress } from '../../features/lessons/api/get-course-progress.ts';
import { useCurriculum } from '../../features/lessons/api/get-curriculum.ts';
import { useLessonCourse, type LessonCourse } from '../../features/lessons/api/get-lesson-course.ts';
import { useTeachesCourse } from '../../features/lessons/api/get-teaching.ts';
import { CourseNotFound } from '../../components/course-not-found.tsx';
import { LessonNav } from '../../features/lessons/components/lesson-nav.tsx';
import { LessonPlayer, type LessonSlots } from '../../features/lessons/components/lesson-player.tsx';
import { LessonProgress } from '../../features/lessons/components/lesson-progress.tsx';
import { QuizLesson } from '../../features/quizzes/components/quiz-lesson.tsx';
import { ExerciseSection } from '../../features/exercises/components/exercise-section.tsx';
import { LessonQuestions } from '../../features/questions/components/lesson-questions.tsx';
import { usePrefetchLessonParts } from './prefetch-lesson-parts.ts';

/** What the page needs beside its own code before it renders (page-code.ts): the lesson text's renderer. */
export { loadLessonBodyRenderer as loadLessonPageParts } from '../../features/lessons/components/lesson-body.tsx';

/** Where the lesson's features meet: the player shows a quiz, an exercise and the questions through these. */
const SLOTS: LessonSlots = {
  quiz: (lessonId) => <QuizLesson key={lessonId} lessonId={lessonId} />,
  exercise: (lessonId) => <ExerciseSection lessonId={lessonId} />,
  questions: (lessonId, courseId) => <LessonQuestions courseId={courseId} lessonId={lessonId} />,
};

/** /course/:id/lesson/:lessonId (decision 0065: learning is mfe-learner's): validates the ids, then loads the course. */
export function LessonRoute() {
  const params = useParams();
  const courseId = courseIdSchema.safeParse(params.id);
  const lessonId = lessonIdSchema.safeParse(params.lessonId);
  if (!courseId.success) return <CourseNotFound />;
  if (!lessonId.success) return <NotFoundPage />;
  return <LessonLoader courseId={courseId.data} lessonId={lessonId.data} />;
}

function LessonLoader({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const course = useLessonCourse(courseId);
  if (course.isPending) return <LessonPageSkeleton />;
  if (course.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState onRetry={() => void course.refetch()} />
      </div>
    );
  }
  if (course.data === null) return <CourseNotFound />;
  return <LessonPage course={course.data} lessonId={lessonId} />;
}

function LessonPage({ course, lessonId }: { course: LessonCourse; lessonId: number }) {
  const progress = useCourseProgress(course.id);
  // The course's instructor opens every lesson without enrolling (the database lets them).
  const teaching = useTeachesCourse(course.id);
  const curriculum = useCurriculum(course.id);
  const { completed } = useCompletedLessons(course.id);
  usePrefetchLessonParts(lessonId);
  // Another lesson than the page opened on: the player brings it into view (it is made anew for each lesson).
  const [openedOn] = useState(lessonId);
  const enrolled = progress.percent !== null;
  const modules = curriculum.data ?? [];

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 pt-8 pb-8">
      <Link
        to={`/course/${course.id}`}
        className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {lessonText.page.backToCourse}
      </Link>
      <h1 className="text-3xl font-bold">{course.title}</h1>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* On a phone the sidebar sits under the lesson: the lesson keeps at least a screen's height from its
            first skeleton on, so the sidebar starts below the fold and the lesson arriving above it moves
            nothing the learner sees (issue 32: the sidebar's jumps were CLS 0.59 of 0.75). */}
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 max-lg:min-h-screen">
          {curriculum.isError ? (
            <ErrorState onRetry={() => void curriculum.refetch()} />
          ) : progress.isPending || curriculum.isPending ? (
            <Skeleton className="aspect-video w-full" />
          ) : (
            <LessonPlayer
              key={lessonId}
              openedHere={lessonId !== openedOn}
              courseId={course.id}
              lessonId={lessonId}
              modules={modules}
              enrolled={enrolled}
              completed={completed}
              slots={SLOTS}
            />
          )}
        </div>
        <aside className="grid content-start gap-6">
          {progress.percent !== null ? <LessonProgress percent={progress.percent} /> : null}
          <LessonNav
            courseId={course.id}
            modules={modules}
            opensAll={enrolled || teaching}
            completed={completed}
            currentLessonId={lessonId}
          />
        </aside>
      </div>
    </div>
  );
}

function LessonPageSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8" role="status" aria-busy="true">
      <span className="sr-only">{lessonText.player.loading}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="aspect-video w-full" />
    </div>
  );
}
