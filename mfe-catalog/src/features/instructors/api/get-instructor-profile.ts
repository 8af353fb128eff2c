import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { instructorKeys } from './keys.ts';

/** Route ids are positive integers (`/instructor/2`); anything else is "not found", never a query. */
export const instructorIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const count = z.coerce.number().int().nonnegative().catch(0);

/** A row of the `instructor_profiles` view: public fields and figures computed by the database. */
export const instructorProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  bio: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  avatar_url: z.string().nullable(),
  courses_count: count,
  students_count: count,
  rating_avg: z.coerce.number().catch(0),
  reviews_count: count,
});
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

/** One instructor, or null when there is none with that id. */
export async function getInstructorProfile(instructorId: number): Promise<InstructorProfile | null> {
  const id = instructorIdSchema.parse(instructorId);
  const { data, error } = await getSupabase()
    .from('instructor_profiles')
    .select('id,name,title,bio,avatar_url,courses_count,students_count,rating_avg,reviews_count')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  const row: unknown = data;
  return row === null ? null : instructorProfileSchema.parse(row);
}

export const instructorProfileQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: instructorKeys.profile(instructorId), queryFn: () => getInstructorProfile(instructorId) });

/** `null` id (a course without an instructor): no request. */
export function useInstructorProfile(instructorId: number | null) {
  return useQuery({ ...instructorProfileQueryOptions(instructorId ?? 0), enabled: instructorId !== null });
}
