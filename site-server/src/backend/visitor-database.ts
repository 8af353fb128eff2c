import { unwrap, type SupabaseAnswer } from '@shared/db/answer';
import { createRestClient, type RestClient } from '@shared/db/rest';
import type { RuntimeConfig } from '@shared/platform/runtime-config';

/** The backend a read goes to: /config.json's URL and anon key. */
export type Backend = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

/** The typed REST client (@shared/db's `Database`) a page's reads go through, for the backend /config.json names now. */
export type VisitorDatabase = (backend: Backend) => RestClient;

/**
 * The database as any visitor sees it: the anon key alone, so RLS decides
 * what the server may show exactly as for the visitor. Every request gives up
 * after `timeoutMs`, its answer's body included: a page is never held back by
 * a slow backend, it renders without what the read would have added.
 * `send` is the fetch underneath (tests give a backend of their own).
 */
export function visitorDatabase(timeoutMs = 1_000, send: typeof fetch = (input, init) => fetch(input, init)): VisitorDatabase {
  const bounded: typeof fetch = (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    return send(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  };
  return (backend) => createRestClient(backend.supabaseUrl, backend.supabaseAnonKey, undefined, bounded);
}

/**
 * A read's answer, or null when the backend could not tell (down, slow,
 * refused): null never means "nothing there", an empty list does. The server
 * renders the page either way, so a failed read is not thrown.
 */
export async function answerOrNull<T>(read: PromiseLike<SupabaseAnswer<T>>): Promise<T | null> {
  try {
    return unwrap(await read);
  } catch {
    return null;
  }
}
