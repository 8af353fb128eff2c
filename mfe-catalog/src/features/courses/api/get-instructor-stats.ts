import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { unwrap } from '../../../lib/supabase-result.ts';
import { courseKeys } from './keys.ts';

export interface InstructorStats {
  bio: string;
  rating: number;
  courses: number;
  students: number;
}

const instructorSchema = z.object({ bio: z.string().nullable(), rating: z.coerce.number().catch(0) });
const countsSchema = z.array(z.object({ students_count: z.coerce.number().catch(0) }));

/** The instructor card's figures: bio and rating from `instructors`, totals over their visible courses. */
export async function getInstructorStats(instructorId: number): Promise<InstructorStats> {
  const id = z.number().int().positive().parse(instructorId);
  const supabase = getSupabase();
  const [instructor, courses] = await Promise.all([
    supabase.from('instructors').select('bio,rating').eq('id', id).single(),
    supabase.from('course_catalog').select('students_count').eq('instructor_id', id),
  ]);
  const row = instructorSchema.parse(unwrap(instructor));
  const counts = countsSchema.parse(unwrap(courses));
  return {
    bio: row.bio ?? '',
    rating: row.rating,
    courses: counts.length,
    students: counts.reduce((sum, c) => sum + c.students_count, 0),
  };
}

export const instructorStatsQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: courseKeys.instructor(instructorId), queryFn: () => getInstructorStats(instructorId) });

export function useInstructorStats(instructorId: number | null) {
  return useQuery({ ...instructorStatsQueryOptions(instructorId ?? 0), enabled: instructorId !== null });
}
