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

/**
 * The key of a business rule the database refused: a function's `raise exception '<key>'` answers
 * `{ code: 'P0001', message: '<key>' }`. With `known` (a table of the caller's sentences by key), only one of its
 * keys; without, any. Null for every other failure (network, permission, a key the caller has no words for).
 */
export function refusalKey(error: unknown): string | null;
export function refusalKey<K extends string>(error: unknown, known: Readonly<Record<K, unknown>>): K | null;
export function refusalKey(error: unknown, known?: Readonly<Record<string, unknown>>): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return null;
  const { code, message } = error;
  if (code !== 'P0001' || typeof message !== 'string') return null;
  return known === undefined || Object.hasOwn(known, message) ? message : null;
}

/** For writes that return nothing (a delete without `.select()`). */
export function assertOk({ error }: { error: { message: string; code?: string } | null }): void {
  if (error) throw error;
}

/** For `.maybeSingle()`: no row is an answer (null), not a failure; an error is thrown as it came. */
export function unwrapMaybe<T>({ data, error }: SupabaseAnswer<T>): T | null {
  if (error) throw error;
  return data;
}
