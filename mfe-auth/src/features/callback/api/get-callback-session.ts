import type { Session } from '@supabase/supabase-js';
import { getSupabaseAuth } from '@shared/platform/supabase';

export interface CallbackParams {
  code?: string;
  error?: string;
  error_description?: string;
}

/**
 * What the provider (or GoTrue) may put on the callback URL: a code (trimmed, 1–512 characters), an error (≤ 500)
 * and its description (≤ 1000), each optional; null for a URL that carries anything else in them. By hand, not zod:
 * the callback's code is in the sign-in remote's one chunk, which `/login` downloads (decision 0077).
 */
export function readCallbackParams(search: string): CallbackParams | null {
  const params = new URLSearchParams(search);
  const read: CallbackParams = {};
  const code = params.get('code');
  if (code !== null) {
    const trimmed = code.trim();
    if (trimmed.length < 1 || trimmed.length > 512) return null;
    read.code = trimmed;
  }
  const error = params.get('error');
  if (error !== null) {
    if (error.length > 500) return null;
    read.error = error;
  }
  const description = params.get('error_description');
  if (description !== null) {
    if (description.length > 1000) return null;
    read.error_description = description;
  }
  return read;
}

export class CallbackSessionError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'CallbackSessionError';
  }
}

/**
 * Spec §4 "get the session": exchange the PKCE code (the client does not read
 * the URL itself), or, without a code, take the session already stored.
 */
export async function getCallbackSession(search: string): Promise<Session> {
  const parsed = readCallbackParams(search);
  if (!parsed) throw new CallbackSessionError('Malformed callback URL');
  const { code, error, error_description: description } = parsed;
  if (error || description) throw new CallbackSessionError(description ?? error ?? 'Provider error');
  const auth = await getSupabaseAuth();
  if (code) {
    const { data, error: exchangeError } = await auth.exchangeCodeForSession(code);
    if (exchangeError) throw new CallbackSessionError(exchangeError.message, { cause: exchangeError });
    return data.session;
  }
  const { data, error: sessionError } = await auth.getSession();
  if (sessionError) throw new CallbackSessionError(sessionError.message, { cause: sessionError });
  if (!data.session) throw new CallbackSessionError('No session');
  return data.session;
}
