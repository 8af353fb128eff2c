import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from './keys.ts';

export interface InstructorStats {
  bio: string;
  /** The average of the reviews of their published courses (0 when none: see `reviews`). */
  rating: number;
  reviews: number;
  courses: number;
  students: number;
}

const count = z.coerce.number().int().nonnegative().catch(0);
const statsSchema = z.object({
  bio: z.string().nullable(),
  rating_avg: z.coerce.number().catch(0),
  reviews_count: count,
  courses_count: count,
  students_count: count,
});

/** The instructor card's figures, computed by the database (`instructor_profiles`). */
export async function getInstructorStats(instructorId: number): Promise<InstructorStats> {
  const id = z.number().int().positive().parse(instructorId);
  const row = statsSchema.parse(
    unwrap(
      await getSupabase()
        .from('instructor_profiles')
        .select('bio,rating_avg,reviews_count,courses_count,students_count')
        .eq('id', id)
        .single(),
    ),
  );
  return {
    bio: row.bio ?? '',
    rating: row.rating_avg,
    reviews: row.reviews_count,
    courses: row.courses_count,
    students: row.students_count,
  };
}

export const instructorStatsQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: courseKeys.instructor(instructorId), queryFn: () => getInstructorStats(instructorId) });

export function useInstructorStats(instructorId: number | null) {
  return useQuery({ ...instructorStatsQueryOptions(instructorId ?? 0), enabled: instructorId !== null });
}
