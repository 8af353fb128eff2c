import { queryRoots } from '../../../lib/query-roots.ts';

/** Under the catalogue's root: enrolling or reviewing changes an instructor's figures too. */
export const instructorKeys = {
  profile: (id: number) => [queryRoots.catalog, 'instructor-profile', id] as const,
};
