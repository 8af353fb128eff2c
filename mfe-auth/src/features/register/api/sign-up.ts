import { useMutation } from '@tanstack/react-query';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { refreshProfile } from '@shared/platform/auth';
import { registerSchema, type RegisterInput } from '@shared/platform/validation';
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

/** The versions of the documents the member saw and accepted (the database checks they are current). */
export interface AcceptedVersions {
  terms: number;
  privacy: number;
}

export interface SignUpResult {
  /** false when the server asks for e-mail confirmation first. */
  hasSession: boolean;
}

/**
 * Spec §4 registration: create the account with full_name and level as
 * metadata, wait 2 s, then make sure the users row exists. The accepted
 * documents' versions go in the metadata too: the database records the
 * consent when the account is created, only if they are the current ones
 * (decision 0027); without them the app asks at the first sign-in. Without a session
 * (confirmation required) row-level security hides the row from us, and the
 * database trigger has created it anyway, so there is nothing to sync.
 */
export async function signUp(
  input: RegisterInput,
  accepted: AcceptedVersions | null,
  waitMs = PROFILE_SYNC_DELAY_MS,
): Promise<SignUpResult> {
  const values = registerSchema.parse(input);
  const { data, error } = await (
    await getSupabaseAuth()
  ).signUp({
    email: values.email,
    password: values.password,
    options: {
      data: { full_name: values.fullName, level: values.level, ...(accepted ? { consent: accepted } : {}) },
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
  return useMutation({
    mutationFn: ({ input, accepted }: { input: RegisterInput; accepted: AcceptedVersions | null }) => signUp(input, accepted),
    onSuccess,
    onError,
  });
}
