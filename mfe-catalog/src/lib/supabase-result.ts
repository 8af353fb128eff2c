import type { PostgrestError } from '@supabase/supabase-js';

/** supabase-js answers `{ data, error }`; TanStack Query needs a throw to show the error state. */
export function unwrap<T>(result: { data: T | null; error: PostgrestError | null }): T {
  if (result.error) throw result.error;
  if (result.data === null) throw new Error('Empty response');
  return result.data;
}
