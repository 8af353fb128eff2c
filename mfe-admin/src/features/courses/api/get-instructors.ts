import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { unwrap } from '@shared/db/answer';
import { courseKeys } from '../../../lib/course-keys.ts';

export type InstructorOption = Pick<Tables<'instructors'>, 'id' | 'name'>;

export async function getInstructors(): Promise<InstructorOption[]> {
  return unwrap(await getSupabase().from('instructors').select('id,name').order('name'));
}

export const instructorsQuery = () =>
  queryOptions({ queryKey: courseKeys.instructors(), queryFn: getInstructors, staleTime: 5 * 60 * 1000 });

export function useInstructors() {
  return useQuery(instructorsQuery());
}
