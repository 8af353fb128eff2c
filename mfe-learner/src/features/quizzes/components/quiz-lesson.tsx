import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Lock, Send } from 'lucide-react';
import { useAuth } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { lessonText } from '../../../config/lesson-messages.ts';
import { useGradeQuiz } from '../api/grade-quiz-mutation.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { toAnswerPayload, unansweredQuestionIds, type QuizAnswer, type QuizAnswers } from '../lib/quiz-answers.ts';
import { quizErrorMessage } from '../lib/quiz-error.ts';
import type { GradedAttempt, Quiz } from '../lib/quiz-schemas.ts';
import { QuizQuestionField } from './quiz-question-field.tsx';
import { QuizResult } from './quiz-result.tsx';

/** The quiz branch of the lesson player: take the quiz, have the server grade it, see why. */
export function QuizLesson({ lessonId }: { lessonId: number }) {
  const quiz = useQuiz(lessonId);
  if (quiz.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{lessonText.quiz.loading}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (quiz.isError) {
    return (quiz.error as { code?: string }).code === '42501' ? (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-muted p-8 text-center">
        <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
        <p>{lessonText.player.locked}</p>
      </div>
    ) : (
      <ErrorState message={lessonText.quiz.loadError} onRetry={() => void quiz.refetch()} />
    );
  }
  if (quiz.data.questions.length === 0) return <EmptyState title={lessonText.quiz.empty} />;
  // A new quiz (or a new user) starts a fresh form.
  return <QuizForm key={`${quiz.data.lesson_id}`} quiz={quiz.data} />;
}

function QuizForm({ quiz }: { quiz: Quiz }) {
  const t = lessonText.quiz;
  const auth = useAuth();
  const grade = useGradeQuiz(quiz.lesson_id);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [graded, setGraded] = useState<GradedAttempt | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (graded) resultRef.current?.focus();
  }, [graded]);

  const attemptsLeft = quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - quiz.attempts_used);
  const exhausted = attemptsLeft === 0 && !quiz.passed;
  const signedIn = auth.status === 'signedIn';
  const locked = graded !== null || grade.isPending || exhausted || !signedIn;
  const results = new Map(graded?.results.map((r) => [r.question_id, r]));

  const setAnswer = (questionId: number, answer: QuizAnswer) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    setInvalid((current) => {
      if (!current.has(questionId)) return current;
      const next = new Set(current);
      next.delete(questionId);
      return next;
    });
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = unansweredQuestionIds(quiz.questions, answers);
    setInvalid(new Set(missing));
    if (missing.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[data-testid="quiz-question-${missing[0]}"] input`)?.focus();
      return;
    }
    grade.mutate(toAnswerPayload(quiz.questions, answers), { onSuccess: setGraded });
  };

  const retry = () => {
    setGraded(null);
    grade.reset();
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label={t.submit} data-testid="quiz-form">
      <div className="grid gap-1 rounded-lg bg-muted p-4 text-sm" data-testid="quiz-rules">
        <p>{t.rules(quiz.pass_percent)}</p>
        <p>{attemptsLeft === null ? t.unlimited : t.attemptsLeft(attemptsLeft, quiz.max_attempts ?? 0)}</p>
        {!graded && quiz.last_attempt ? (
          <p className="font-medium">{quiz.passed ? t.alreadyPassed(quiz.last_attempt.score) : t.lastFailed(quiz.last_attempt.score)}</p>
        ) : null}
        {!graded && exhausted ? <p className="font-medium text-destructive">{t.noAttemptsLeft}</p> : null}
        {!signedIn ? <p className="font-medium">{t.signInToTake}</p> : null}
      </div>
      {quiz.questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          answer={answers[question.id]}
          onChange={(answer) => setAnswer(question.id, answer)}
          result={results.get(question.id)}
          invalid={invalid.has(question.id)}
          disabled={locked}
        />
      ))}
      {invalid.size > 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t.unanswered(invalid.size)}
        </p>
      ) : null}
      {grade.isError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="quiz-error">
          {quizErrorMessage(grade.error)}
        </p>
      ) : null}
      {graded ? (
        <QuizResult ref={resultRef} graded={graded} maxAttempts={quiz.max_attempts} onRetry={retry} />
      ) : (
        <div>
          <Button type="submit" disabled={locked}>
            <Send aria-hidden="true" />
            {grade.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      )}
    </form>
  );
}
