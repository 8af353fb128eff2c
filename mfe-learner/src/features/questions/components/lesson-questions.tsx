import { useEffect, useState } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { useAuth } from '@shared/platform/auth/react';
import { useLocation } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { questionText } from '../../../config/question-messages.ts';
import { useAskQuestion } from '../api/ask-question-mutation.ts';
import { useLessonQuestions } from '../api/get-lesson-questions.ts';
import { useLessonReplies } from '../api/get-lesson-replies.ts';
import { useQaPermissions } from '../api/get-qa-permissions.ts';
import { QuestionForm } from './post-form.tsx';
import { QuestionThread } from './question-thread.tsx';

/** The Q&A under a lesson: shown to whoever may see the lesson; members of the course post. */
export function LessonQuestions({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const auth = useAuth();
  const userId = auth.session?.user.id ?? null;
  const permissions = useQaPermissions(lessonId, userId);
  const questions = useLessonQuestions(lessonId);
  const replies = useLessonReplies(lessonId);
  const ask = useAskQuestion();
  const [asking, setAsking] = useState(false);
  const { hash } = useLocation();
  // The Q&A's buttons on the server's render of the lesson wait for the live page, which answers them (decision 0079).
  const live = useLive();
  const ready = questions.isSuccess && replies.isSuccess;

  // An e-mail's link (…/lesson/121#question-7) lands on its thread once the threads are there.
  useEffect(() => {
    if (!ready || !hash.startsWith('#question-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  if (permissions.data && !permissions.data.can_read) return null;

  let content;
  if (questions.isPending || replies.isPending || permissions.isPending) {
    content = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{questionText.loading}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  } else if (questions.isError || replies.isError || permissions.isError) {
    content = (
      <ErrorState
        onRetry={() => {
          void questions.refetch();
          void replies.refetch();
          void permissions.refetch();
        }}
      />
    );
  } else if (questions.data.length === 0) {
    content = (
      <EmptyState icon={<MessageCircleQuestion aria-hidden="true" className="size-8 text-muted-foreground" />} title={questionText.empty}>
        {permissions.data.can_post ? <p className="text-sm text-muted-foreground">{questionText.emptyHint}</p> : null}
      </EmptyState>
    );
  } else {
    const perms = permissions.data;
    content = (
      <div className="grid gap-4">
        {questions.data.map((question) => (
          <QuestionThread
            key={question.id}
            question={question}
            replies={replies.data.filter((r) => r.question_id === question.id)}
            userId={userId}
            permissions={perms}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="lesson-qa-heading" className="grid gap-4 border-t pt-6" data-testid="lesson-qa">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="lesson-qa-heading" className="text-xl font-semibold">
          {questionText.heading}
        </h3>
        {permissions.data?.can_post && !asking ? (
          <Button size="sm" disabled={!live} {...appControl('qa-ask', live)} onClick={() => setAsking(true)}>
            {questionText.ask}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{permissions.data?.can_post === false ? questionText.readOnly : questionText.intro}</p>
      {asking ? (
        <div className="rounded-xl border p-4">
          <QuestionForm
            label={questionText.askHeading}
            busy={ask.isPending}
            onCancel={() => setAsking(false)}
            onSubmit={(values, clear) =>
              ask.mutate(
                { lessonId, courseId, values },
                {
                  onSuccess: () => {
                    clear();
                    setAsking(false);
                  },
                },
              )
            }
          />
        </div>
      ) : null}
      {content}
    </section>
  );
}
