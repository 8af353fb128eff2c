import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { courseKeys } from './keys.ts';

export interface InstructorStats {
  bio: string;
  /** The average of the reviews of their published courses (0 when none: see `reviews`). */
  rating: number;
  reviews: number;
  courses: number;
  students: number;
}

type StatsRow = Pick<Tables<'instructor_profiles'>, 'bio' | 'rating_avg' | 'reviews_count' | 'courses_count' | 'students_count'>;

/** instructor_profiles is a view (every column nullable in the types); an instructor without courses has no figures. */
function toInstructorStats(row: StatsRow): InstructorStats {
  return {
    bio: row.bio ?? '',
    rating: row.rating_avg ?? 0,
    reviews: row.reviews_count ?? 0,
    courses: row.courses_count ?? 0,
    students: row.students_count ?? 0,
  };
}

/** The instructor card's figures, computed by the database (`instructor_profiles`). */
export async function getInstructorStats(instructorId: number): Promise<InstructorStats> {
  const { data, error } = await getSupabase()
    .from('instructor_profiles')
    .select('bio,rating_avg,reviews_count,courses_count,students_count')
    .eq('id', instructorId)
    .single();
  if (error) throw error;
  return toInstructorStats(data);
}

export const instructorStatsQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: courseKeys.instructor(instructorId), queryFn: () => getInstructorStats(instructorId) });

export function useInstructorStats(instructorId: number | null) {
  return useQuery({ ...instructorStatsQueryOptions(instructorId ?? 0), enabled: instructorId !== null });
}
