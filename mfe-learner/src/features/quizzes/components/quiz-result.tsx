import type { Ref } from 'react';
import { Link } from '@shared/platform/router';
import { Award, RotateCcw } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { cn } from '@shared/ui/cn';
import { lessonText } from '../../../config/lesson-messages.ts';
import { certificatePath } from '../../../lib/route-ids.ts';
import type { GradedAttempt } from '../lib/quiz-schemas.ts';

type Props = { graded: GradedAttempt; maxAttempts: number | null; onRetry: () => void; ref?: Ref<HTMLDivElement> };

/** The grader's verdict: score, pass or fail, attempts left, and what to do next. Focused when it appears. */
export function QuizResult({ graded, maxAttempts, onRetry, ref }: Props) {
  const t = lessonText.quiz;
  const canRetry = graded.attempts_left === null || graded.attempts_left > 0;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={cn(
        'grid gap-3 rounded-lg border-2 p-4 focus-visible:outline-none',
        graded.passed ? 'border-success' : 'border-destructive',
      )}
      data-testid="quiz-result"
      data-passed={graded.passed}
    >
      <p className="text-lg font-bold" data-testid="quiz-score">
        {t.score(graded.score, graded.correct_count, graded.question_count)}
      </p>
      <p className={graded.passed ? 'font-medium text-success' : 'font-medium text-destructive'}>
        {graded.passed ? t.passed : t.failed(graded.pass_percent)}
      </p>
      {maxAttempts !== null && graded.attempts_left !== null ? (
        <p className="text-sm text-muted-foreground" data-testid="quiz-attempts-left">
          {graded.attempts_left > 0 ? t.attemptsLeft(graded.attempts_left, maxAttempts) : t.noAttemptsLeft}
        </p>
      ) : null}
      {graded.explanations_shown ? null : (
        <p className="text-sm text-muted-foreground" data-testid="quiz-explanations-later">
          {t.explanationsLater}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {graded.passed && graded.certificate_code ? (
          <Button asChild>
            <Link to={certificatePath(graded.certificate_code)}>
              <Award aria-hidden="true" />
              {t.viewCertificate}
            </Link>
          </Button>
        ) : null}
        {!graded.passed && canRetry ? (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
