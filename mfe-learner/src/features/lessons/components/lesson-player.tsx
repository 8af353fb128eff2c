import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@shared/platform/router';
import { Lock, X } from 'lucide-react';
import { Badge } from '@shared/ui/badge';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { formatDuration } from '@shared/messages/format';
import { lessonText } from '../../../config/lesson-messages.ts';
import { useLessonContent } from '@shared/lesson-video';
import { orderedLessons, type CurriculumModule } from '@shared/db/lessons';
import { LessonBody } from './lesson-body.tsx';
import { useLessonReadyToDraw } from './use-lesson-ready-to-draw.ts';
import { LessonCompleteBar } from './lesson-complete-bar.tsx';
import { LessonDownloads } from './lesson-downloads.tsx';
import { LessonVideo } from './lesson-video.tsx';
import { LESSON_TYPE_LABELS } from '@shared/db/lessons';

type Props = {
  courseId: number;
  lessonId: number;
  modules: CurriculumModule[];
  enrolled: boolean;
  completed: ReadonlySet<number>;
  /** Chosen on this page (another lesson than the page opened on): brought into view, and the focus moved to it. */
  openedHere?: boolean;
  /**
   * What other features show in a lesson, given by the page that composes them (features meet in routes,
   * decision 0065): a quiz lesson's quiz, an exercise lesson's workbench, and every lesson's questions.
   */
  slots: LessonSlots;
};

export interface LessonSlots {
  quiz: (lessonId: number) => ReactNode;
  exercise: (lessonId: number) => ReactNode;
  questions: (lessonId: number, courseId: number) => ReactNode;
}

export function LessonPlayer({ courseId, lessonId, modules, enrolled, completed, slots, openedHere = false }: Props) {
  const inCourse = orderedLessons(modules).some((l) => l.id === lessonId);
  const lesson = useLessonContent(lessonId);
  // The lesson is drawn whole, never part by part under what is already on the screen (issue 32).
  const { ready, renderer } = useLessonReadyToDraw(lessonId, (lesson.data?.type === 'video' && lesson.data.video_url) || null);
  const skeleton = (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{lessonText.player.loading}</span>
      <Skeleton className="aspect-video w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
  const sectionRef = useRef<HTMLElement>(null);
  // A lesson chosen far down the curriculum plays at the top: bring it into view and move focus
  // there, so keyboard and screen-reader users land on what they opened. Not so for the lesson the
  // page opened on: the live page may replace the server's render of it (decision 0079) under a
  // learner who has scrolled on or is in the video, and the scroll and focus are theirs to keep
  // (the focus comes to the lesson only when nothing has it).
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    if (openedHere) section.scrollIntoView?.({ block: 'start' });
    const active = document.activeElement;
    if (openedHere || active === null || active === document.body) section.focus({ preventScroll: true });
  }, [openedHere]);
  const closeLink = (
    <Button asChild variant="ghost" size="sm">
      <Link to={`/course/${courseId}`}>
        <X aria-hidden="true" />
        {lessonText.player.close}
      </Link>
    </Button>
  );

  let body;
  if (!inCourse) {
    body = <ErrorState title={lessonText.player.notInCourse} message={lessonText.player.notInCourseDetail} />;
  } else if (lesson.isPending) {
    body = skeleton;
  } else if (lesson.isError) {
    const refused = (lesson.error as { code?: string }).code === '42501';
    body = refused ? (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-muted p-8 text-center">
        <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
        <p>{lessonText.player.locked}</p>
      </div>
    ) : (
      <ErrorState onRetry={() => void lesson.refetch()} />
    );
  } else if (!ready) {
    body = skeleton;
  } else {
    const data = lesson.data;
    body = (
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{LESSON_TYPE_LABELS[data.type]}</Badge>
          <span className="text-sm text-muted-foreground">{formatDuration(data.duration_minutes)}</span>
        </div>
        <h2 className="text-2xl font-bold" data-testid="lesson-title">
          {data.title}
        </h2>
        {data.type === 'video' && data.video_url ? (
          <LessonVideo
            key={data.id}
            lessonId={data.id}
            videoUrl={data.video_url}
            title={data.title}
            completeWhenWatched={enrolled && !completed.has(lessonId)}
            isLastOpen={!completed.has(lessonId) && completed.size + 1 >= orderedLessons(modules).length}
          />
        ) : null}
        <LessonBody text={data.body} title={data.title} renderer={renderer} />
        <LessonDownloads lessonId={data.id} />
        {data.type === 'quiz' ? slots.quiz(data.id) : null}
        {data.type === 'exercise' ? slots.exercise(data.id) : null}
        {/* A quiz is complete only when passed (the database refuses anything else): no manual button for it.
            An exercise lesson keeps it: not every one has code to run, and a browser-run pass proves nothing (decision 0034). */}
        <LessonCompleteBar
          courseId={courseId}
          lessonId={lessonId}
          modules={modules}
          enrolled={enrolled}
          completed={completed}
          manual={data.type !== 'quiz'}
        />
        {slots.questions(lessonId, courseId)}
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-label={lessonText.curriculum.playing}
      className="grid min-w-0 scroll-mt-20 grid-cols-1 gap-3 rounded-xl border bg-card p-4 focus-visible:outline-none md:p-6"
      data-testid="lesson-player"
    >
      <div className="flex justify-end">{closeLink}</div>
      {body}
    </section>
  );
}
