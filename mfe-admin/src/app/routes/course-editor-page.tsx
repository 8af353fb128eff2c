import { lazy, Suspense } from 'react';
import { Link, useParams } from '@shared/platform/router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { StatusBadge } from '@shared/ui/badge';
import { ErrorState } from '@shared/ui/error-state';
import { NotFoundPage } from '@shared/ui/not-found';
import { Skeleton } from '@shared/ui/skeleton';
import { thaiErrorMessage } from '@shared/messages/errors';
import { th } from '@shared/messages';
import { adminTh } from '../../config/messages.ts';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { CourseDetailsForm } from '../../features/courses/components/course-details-form.tsx';
import { CourseStatusButton } from '../../features/courses/components/course-status-button.tsx';
import { CurriculumEditor, type LessonContentEditors } from '../../features/courses/components/curriculum-editor.tsx';
import { QuizEditorDialog } from '../../features/quizzes/components/quiz-editor-dialog.tsx';

// CodeMirror and the code runner load only when an admin opens an exercise.
const ExerciseEditorDialog = lazy(() =>
  import('../../features/exercises/components/exercise-editor-dialog.tsx').then((m) => ({ default: m.ExerciseEditorDialog })),
);

/** Where the curriculum meets the quiz and exercise editors (features meet in routes, decision 0065). */
const LESSON_CONTENT_EDITORS: LessonContentEditors = {
  quiz: (lesson, onClose) => <QuizEditorDialog lesson={lesson} onClose={onClose} />,
  exercise: (target, onClose) => (
    <Suspense
      fallback={
        <p role="status" className="sr-only">
          {adminTh.exercises.loading}
        </p>
      }
    >
      <ExerciseEditorDialog target={target} onClose={onClose} />
    </Suspense>
  ),
};

/** /admin/courses/:courseId: a course's details, publish state and curriculum. */
export function CourseEditorPage() {
  const raw = useParams().courseId ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) return <NotFoundPage />;
  return <CourseEditor id={id} />;
}

function CourseEditor({ id }: { id: number }) {
  const course = useCourse(id);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to="/admin?tab=courses">
          <ArrowLeft aria-hidden="true" />
          {adminTh.courses.back}
        </Link>
      </Button>
      {course.isPending ? <Skeleton className="h-96" /> : null}
      {course.isError ? <ErrorState message={thaiErrorMessage(course.error)} onRetry={() => void course.refetch()} /> : null}
      {course.isSuccess && course.data === null ? <ErrorState title={adminTh.courses.notFound} message={th.notFound.detail} /> : null}
      {course.data ? (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold">{course.data.title}</h1>
            <StatusBadge status={course.data.status} label={th.status[course.data.status]} />
            <span className="ms-auto flex gap-2">
              <CourseStatusButton id={course.data.id} title={course.data.title} status={course.data.status} />
              <Button asChild size="sm" variant="ghost">
                <Link to={`/course/${course.data.id}`}>
                  <ExternalLink aria-hidden="true" />
                  {adminTh.courses.viewPublic}
                </Link>
              </Button>
            </span>
          </header>
          <section aria-labelledby="details-heading" className="grid gap-4 rounded-xl border p-4 sm:p-6">
            <h2 id="details-heading" className="text-xl font-semibold">
              {adminTh.courses.details}
            </h2>
            <CourseDetailsForm key={course.data.id} course={course.data} />
          </section>
          <CurriculumEditor courseId={course.data.id} editors={LESSON_CONTENT_EDITORS} />
        </>
      ) : null}
    </div>
  );
}
