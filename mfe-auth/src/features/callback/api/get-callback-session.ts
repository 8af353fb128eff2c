import { z } from '@shared/zod';
import type { Session } from '@supabase/supabase-js';
import { getSupabaseAuth } from '@shared/platform/supabase';

/** What the provider (or GoTrue) may put on the callback URL. */
export const callbackParamsSchema = z.object({
  code: z.string().trim().min(1).max(512).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(1000).optional(),
});

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
  const parsed = callbackParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) throw new CallbackSessionError('Malformed callback URL');
  const { code, error, error_description: description } = parsed.data;
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
