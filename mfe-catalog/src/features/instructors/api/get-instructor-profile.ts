import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { present } from '@shared/db/row-values';
import { instructorKeys } from './keys.ts';
import { urlIdSchema } from '@shared/platform/routing/url-numbers';

/** Route ids are positive integers (`/instructor/2`); anything else is "not found", never a query (zod: a URL parameter). */
export const instructorIdSchema = urlIdSchema;

const PROFILE_COLUMNS = 'id,name,title,bio,avatar_url,courses_count,students_count,rating_avg,reviews_count';

type ProfileRow = Pick<
  Tables<'instructor_profiles'>,
  'id' | 'name' | 'title' | 'bio' | 'avatar_url' | 'courses_count' | 'students_count' | 'rating_avg' | 'reviews_count'
>;

/** An instructor's public fields and the figures the database computes for them. */
export interface InstructorProfile {
  id: number;
  name: string;
  title: string | null;
  bio: string;
  avatar_url: string | null;
  courses_count: number;
  students_count: number;
  /** 0 while nobody reviewed their courses (see `reviews_count`). */
  rating_avg: number;
  reviews_count: number;
}

/** instructor_profiles is a view (every column nullable in the types); it fills id and name of every instructor. */
function toInstructorProfile(row: ProfileRow): InstructorProfile {
  return {
    id: present(row.id, 'instructor_profiles.id'),
    name: present(row.name, 'instructor_profiles.name'),
    title: row.title,
    bio: row.bio ?? '',
    avatar_url: row.avatar_url,
    courses_count: row.courses_count ?? 0,
    students_count: row.students_count ?? 0,
    rating_avg: row.rating_avg ?? 0,
    reviews_count: row.reviews_count ?? 0,
  };
}

/** One instructor, or null when there is none with that id. */
export async function getInstructorProfile(instructorId: number): Promise<InstructorProfile | null> {
  const id = instructorIdSchema.parse(instructorId);
  const { data, error } = await getSupabase().from('instructor_profiles').select(PROFILE_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data === null ? null : toInstructorProfile(data);
}

export const instructorProfileQueryOptions = (instructorId: number) =>
  queryOptions({ queryKey: instructorKeys.profile(instructorId), queryFn: () => getInstructorProfile(instructorId) });

/** `null` id (a course without an instructor): no request. */
export function useInstructorProfile(instructorId: number | null) {
  return useQuery({ ...instructorProfileQueryOptions(instructorId ?? 0), enabled: instructorId !== null });
}
