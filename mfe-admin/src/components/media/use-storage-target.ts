import { getSupabase, getSupabaseBackend } from '@shared/platform/supabase';
import type { ResumableTarget } from './resumable-upload.ts';

/** The page's project and session as an upload target (the token is read per request). */
export function pageUploadTarget(target: Omit<ResumableTarget, 'supabaseUrl' | 'anonKey' | 'accessToken'>): ResumableTarget {
  const { supabaseUrl, supabaseAnonKey } = getSupabaseBackend();
  return {
    ...target,
    supabaseUrl,
    anonKey: supabaseAnonKey,
    accessToken: async () => (await getSupabase().auth.getSession()).data.session?.access_token ?? null,
  };
}
