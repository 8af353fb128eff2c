/**
 * supabase-js answers `{ data, error }` instead of throwing. TanStack Query needs a thrown error to show its
 * error state, so every fetcher passes its answer through here. One meaning everywhere: an error is thrown as
 * it came; no data where data was expected is PostgREST's "no row" (PGRST116), which the query client does not
 * retry (@shared/platform/query).
 */
export interface SupabaseAnswer<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
}

export function unwrap<T>({ data, error }: SupabaseAnswer<T>): T {
  if (error) throw error;
  if (data === null) throw Object.assign(new Error('no data returned'), { code: 'PGRST116' });
  return data;
}

/** For writes that return nothing (a delete without `.select()`). */
export function assertOk({ error }: { error: { message: string; code?: string } | null }): void {
  if (error) throw error;
}
