import { queryRoots } from '../../../lib/query-roots.ts';
import type { CourseFilters } from '../lib/course-filters.ts';

export const courseKeys = {
  all: [queryRoots.catalog] as const,
  lists: () => [queryRoots.catalog, 'list'] as const,
  list: (filters: CourseFilters) => [queryRoots.catalog, 'list', filters] as const,
  stats: () => [queryRoots.catalog, 'stats'] as const,
  detail: (id: number) => [queryRoots.catalog, 'detail', id] as const,
  related: (id: number) => [queryRoots.catalog, 'related', id] as const,
  instructor: (instructorId: number) => [queryRoots.catalog, 'instructor', instructorId] as const,
  byInstructor: (instructorId: number) => [queryRoots.catalog, 'list', 'instructor', instructorId] as const,
};

export const progressKeys = {
  all: [queryRoots.myProgress] as const,
  mine: (userId: string | null) => [queryRoots.myProgress, userId] as const,
};
