import type { RuntimeConfig } from '@shared/platform/runtime-config';

/** The backend a read goes to: /config.json's URL and anon key. */
export type Backend = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

/** Reads through the backend's REST API; `null` means "could not tell" (down, slow, refused), never "nothing there". */
export type ReadRest = <T>(backend: Backend, pathAndQuery: string) => Promise<T | null>;

/**
 * A GET on the Supabase REST API (`/rest/v1/…`) with the anon key alone, so
 * RLS decides what the server may show exactly as for any visitor. Gives up
 * after `timeoutMs`: a page is never held back by a slow backend.
 */
export function restReader(timeoutMs = 1_000): ReadRest {
  return async <T>(backend: Backend, pathAndQuery: string): Promise<T | null> => {
    try {
      const response = await fetch(new URL(`/rest/v1/${pathAndQuery}`, backend.supabaseUrl), {
        headers: { apikey: backend.supabaseAnonKey, Authorization: `Bearer ${backend.supabaseAnonKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  };
}
