import { useMutation } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import type { LoginInput } from '@shared/schemas/forms';
import { loadFormSchemas } from '../../../lib/form-validation.ts';

/** Password sign-in (spec §7). Throws the server's AuthError so the toast can show its message. */
export async function signInWithPassword(input: LoginInput): Promise<Session> {
  const { email, password } = (await loadFormSchemas()).loginSchema.parse(input);
  const answer = await (await getSupabaseAuth()).signInWithPassword({ email, password });
  assertOk(answer);
  if (!answer.data.session) throw new Error('No session returned');
  return answer.data.session;
}

type SignInCallbacks = { onSuccess: (session: Session) => void; onError: (error: Error) => void };

/** Callbacks live on the mutation (not on mutate) so the toast shows even if the shell moved on first. */
export function useSignInWithPassword({ onSuccess, onError }: SignInCallbacks) {
  return useMutation({ mutationFn: signInWithPassword, onSuccess, onError });
}
