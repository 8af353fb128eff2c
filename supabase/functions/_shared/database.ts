// The slice of supabase-js the functions use, structurally: the functions get a real
// SupabaseClient (service role) from their index.ts, tests pass theirs.

export interface DbError {
  code?: string;
  message: string;
}

export interface RpcAnswer<T> {
  data: T | null;
  error: DbError | null;
}

export interface ServiceDatabase {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<RpcAnswer<unknown>>;
}

/** Who signed the request (the JWT's user), or null: auth.getUser(jwt) of supabase-js. */
export type UserOfToken = (jwt: string) => Promise<{ id: string } | null>;
