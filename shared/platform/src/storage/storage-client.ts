import { StorageClient } from '@supabase/storage-js';
import { backendEndpoint, keyedFetch, type AccessToken } from '@shared/db/rest';
import { currentAccessToken, getSupabaseBackend } from '../supabase/client.ts';

export type { StorageClient } from '@supabase/storage-js';

/**
 * Supabase Storage from the browser (`<project>/storage/v1`), with the same
 * headers as every other call: the key as `apikey` and the signed-in user's
 * current token as bearer, read per request so a refreshed token is used at
 * once. Storage's own policies (on storage.objects) decide what that user may
 * read or write.
 *
 * Why it is not part of the site client (decision 0021, decision 0026):
 * storage-js is ~10 KB gzip that only the pages which upload or show files
 * need. Those pages import this module with `import()`, so the shell provides
 * it as a federation share loaded on demand. It lives outside
 * `shared/platform/src/supabase/` because the shell groups that folder into the chunk
 * every page loads (shell/vite.config.ts, FIRST_RENDER_SHARED).
 */
export function createStorageClient(supabaseUrl: string, anonKey: string, accessToken: AccessToken): StorageClient {
  return new StorageClient(backendEndpoint(supabaseUrl, 'storage/v1'), {}, keyedFetch(anonKey, accessToken));
}

let storage: StorageClient | null = null;

/** The page's Storage client, for the project and session of the page's one site client (@shared/platform/supabase). */
export function getStorage(): StorageClient {
  if (!storage) {
    const { supabaseUrl, supabaseAnonKey } = getSupabaseBackend();
    storage = createStorageClient(supabaseUrl, supabaseAnonKey, currentAccessToken);
  }
  return storage;
}

/** For tests that start a fresh platform. */
export function resetStorageForTests(): void {
  storage = null;
}
