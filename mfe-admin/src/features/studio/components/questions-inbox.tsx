import { Link } from '@shared/platform/router';
import { Badge } from '@shared/ui/badge';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import { studioTh } from '../../../config/studio-messages.ts';
import { useAnswerQuestion, useQuestionsInbox } from '../api/studio-inboxes.ts';
import { ReplyForm } from './reply-form.tsx';
import { SectionState } from './section-state.tsx';

const t = studioTh.questions;

/** Learners' questions across the instructor's courses, unanswered first, each answerable here. */
export function QuestionsInbox() {
  const questions = useQuestionsInbox();
  const answer = useAnswerQuestion();
  return (
    <section aria-labelledby="studio-questions" className="grid gap-3">
      <h2 id="studio-questions" className="text-xl font-semibold">
        {studioTh.sections.questions}
      </h2>
      <SectionState query={questions} empty={t.empty}>
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((q) => (
              <li key={q.id} className="grid gap-2 rounded-lg border p-4" data-testid="studio-question">
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant={q.answered ? 'secondary' : 'danger'}>{q.answered ? t.answered : t.unanswered}</Badge>
                  <span>{q.course_title}</span>
                  <span aria-hidden="true">·</span>
                  <Link className="underline" to={`/course/${q.course_id}/lesson/${q.lesson_id}`}>
                    {q.lesson_title}
                  </Link>
                  <span aria-hidden="true">·</span>
                  <span>
                    {q.author_name} {formatThaiDateTime(q.created_at)}
                  </span>
                </div>
                <h3 className="font-semibold">{q.title}</h3>
                <p className="whitespace-pre-wrap text-sm">{q.body}</p>
                <ReplyForm
                  id={`studio-answer-${q.id}`}
                  label={t.reply}
                  submitLabel={t.send}
                  doneMessage={t.sent}
                  pending={answer.isPending}
                  onSend={(body, done, failed) =>
                    answer.mutate({ id: q.id, lessonId: q.lesson_id, courseId: q.course_id, body }, { onSuccess: done, onError: failed })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
}
