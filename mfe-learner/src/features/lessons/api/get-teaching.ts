import { useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '@shared/platform/auth/react';
import { teachingQuery } from '@shared/db/lessons';

/** Whether the signed-in member teaches this course (the one question of @shared/db/lessons, asked under its key). */
export function useTeachesCourse(courseId: number): boolean {
  return useQuery(teachingQuery(useSignedInUserId(), courseId)).data === true;
}
