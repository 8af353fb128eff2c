import { useState } from 'react';
import { Link, useParams } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { toast } from '@shared/platform/toast';
import { studioTh } from '../../../config/studio-messages.ts';
import { useSaveCourse, useStudioCourse, useSubmitCourse, type StudioCourseDraft } from '../api/studio-course.ts';
import { toDocument, toEditorDocument, type EditorDocument } from '../lib/editor-state.ts';
import { studioErrorMessage } from '../../../lib/studio-error.ts';
import { CourseDetailsFields } from './course-details-fields.tsx';
import { CurriculumEditor } from './curriculum-editor.tsx';

const t = studioTh.editor;

/** /studio/courses/:courseId: the instructor edits the course's open revision, saves it and submits it for review. */
export function CourseAuthoringPage() {
  const courseId = Number(useParams().courseId);
  const course = useStudioCourse(courseId);
  if (course.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={studioTh.loading} />
      </div>
    );
  }
  if (course.isError)
    return <ErrorState className="my-8" message={studioErrorMessage(course.error)} onRetry={() => void course.refetch()} />;
  // Keyed by revision and status, so a save or a decision elsewhere starts the editor afresh from the server's copy.
  return (
    <CourseAuthoring
      key={`${course.data.revision?.id ?? 'live'}-${course.data.revision?.status ?? ''}`}
      courseId={courseId}
      course={course.data}
    />
  );
}

function CourseAuthoring({ courseId, course }: { courseId: number; course: StudioCourseDraft }) {
  const [document, setDocument] = useState<EditorDocument>(() => toEditorDocument(course.document));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCourse(courseId);
  const submit = useSubmitCourse(courseId);
  const inReview = course.revision?.status === 'submitted';
  const change = (patch: Partial<EditorDocument>) => {
    setDocument((d) => ({ ...d, ...patch }));
    setDirty(true);
    setError(null);
  };
  const onSave = () =>
    save.mutate(toDocument(document), {
      onSuccess: (saved) => {
        setDocument(toEditorDocument(saved));
        setDirty(false);
        toast.success(t.saved);
      },
      onError: (e) => setError(studioErrorMessage(e)),
    });
  const onSubmit = () =>
    submit.mutate(undefined, { onSuccess: () => toast.success(t.submitted), onError: (e) => setError(studioErrorMessage(e)) });
  return (
    <div className="container mx-auto grid gap-8 px-4 py-8">
      <div>
        <Link to="/studio" className="text-sm underline">
          {t.back}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">{document.title}</h1>
        <p className="text-sm text-muted-foreground">
          {studioTh.status[course.course_status]} · {studioTh.status[course.revision?.status ?? 'none']}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{t.liveNote}</p>
      </div>
      {course.revision?.status === 'returned' ? (
        <div role="note" className="rounded-lg border border-destructive p-4">
          <p className="font-semibold">{t.returned}</p>
          <p className="whitespace-pre-wrap">{course.revision.review_note}</p>
        </div>
      ) : null}
      {inReview ? (
        <p role="status" className="rounded-lg border p-4">
          {t.inReview}
        </p>
      ) : null}
      <fieldset disabled={inReview} className="grid gap-8">
        <CourseDetailsFields courseId={courseId} document={document} onChange={change} />
        <CurriculumEditor courseId={courseId} modules={document.modules} onChange={(modules) => change({ modules })} />
      </fieldset>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t bg-background py-4">
        <Button type="button" onClick={onSave} disabled={inReview || save.isPending}>
          {t.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={onSubmit}
          disabled={inReview || dirty || course.revision === null || submit.isPending}
        >
          {t.submit}
        </Button>
        {dirty ? <span className="text-sm text-muted-foreground">{t.unsaved}</span> : null}
        {error ? (
          <p role="alert" className="basis-full text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
