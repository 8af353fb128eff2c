import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@shared/ui/error-state';
import { loadErrorMessage } from '@shared/messages/errors';
import { CourseGridSkeleton } from './course-grid-skeleton.tsx';

type Props<T> = {
  courses: UseQueryResult<T>;
  /** The learner's progress (useMyProgress): a card shows it, so the cards wait for it too. */
  progress: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  children: (courses: T) => ReactNode;
};

/**
 * Every list of course cards (the catalogue, an instructor's page): the skeleton while the courses or the
 * learner's progress load, one error whose retry reloads both, then the list.
 */
export function CourseListGate<T>({ courses, progress, children }: Props<T>) {
  if (courses.isPending || progress.isPending) return <CourseGridSkeleton />;
  if (courses.isError || progress.isError) {
    return (
      <ErrorState
        message={loadErrorMessage(courses.error ?? progress.error)}
        onRetry={() => void Promise.all([courses.refetch(), progress.refetch()])}
      />
    );
  }
  return children(courses.data);
}
