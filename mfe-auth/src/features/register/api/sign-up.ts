import { useMutation } from '@tanstack/react-query';
import { getSupabase } from 'shared/supabase';
import { refreshProfile } from 'shared/auth';
import { registerSchema, type RegisterInput } from 'shared/validation';
import { CALLBACK_PATH, sameOriginUrl } from '../../../config/callback-url.ts';
import { PROFILE_SYNC_DELAY_MS } from '../../../config/timing.ts';
import { delay } from '../../../lib/delay.ts';
import { syncProfile } from './sync-profile.ts';

export { registerSchema as signUpInputSchema };

/** The account exists but its users row could not be read or created (spec §8: stay on the page). */
export class ProfileSyncError extends Error {
  constructor(cause: unknown) {
    super('Profile sync failed', { cause });
    this.name = 'ProfileSyncError';
  }
}

export interface SignUpResult {
  /** false when the server asks for e-mail confirmation first. */
  hasSession: boolean;
}

/**
 * Spec §4 registration: create the account with full_name and level as
 * metadata, wait 2 s, then make sure the users row exists. Without a session
 * (confirmation required) row-level security hides the row from us, and the
 * database trigger has created it anyway, so there is nothing to sync.
 */
export async function signUp(input: RegisterInput, waitMs = PROFILE_SYNC_DELAY_MS): Promise<SignUpResult> {
  const values = registerSchema.parse(input);
  const { data, error } = await getSupabase().auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      data: { full_name: values.fullName, level: values.level },
      emailRedirectTo: sameOriginUrl(CALLBACK_PATH),
    },
  });
  if (error) throw error;
  await delay(waitMs);
  if (data.session && data.user) {
    try {
      await syncProfile({ id: data.user.id, email: values.email, name: values.fullName, level: values.level });
    } catch (cause) {
      throw new ProfileSyncError(cause);
    }
    // The header shows the name from the bus; a failed re-read only delays that.
    await refreshProfile().catch(() => null);
  }
  return { hasSession: data.session !== null };
}

type SignUpCallbacks = {
  onSuccess: (result: SignUpResult) => void;
  onError: (error: Error) => void;
};

/** Callbacks live on the mutation (not on mutate) so the toasts still show if the page was left meanwhile. */
export function useSignUp({ onSuccess, onError }: SignUpCallbacks) {
  return useMutation({ mutationFn: (input: RegisterInput) => signUp(input), onSuccess, onError });
}
