import { curriculumKeys } from '@shared/db/lessons';

export const exerciseKeys = {
  exercise: (lessonId: number, userId: string | null) => ['lesson-exercise', lessonId, userId] as const,
  submission: (id: number) => ['exercise-submission', id] as const,
  passed: (lessonId: number, userId: string | null) => [...curriculumKeys.completedAll, 'exercise-passed', lessonId, userId] as const,
};
