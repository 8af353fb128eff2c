import { useMutation } from '@tanstack/react-query';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { refreshProfile } from '@shared/platform/auth';
import { levelToNumber } from '@shared/platform/auth/profile';
import type { RegisterInput } from '@shared/schemas/forms';
import { loadFormSchemas } from '../../../lib/form-validation.ts';
import { CALLBACK_PATH, sameOriginUrl } from '../../../config/callback-url.ts';
import { PROFILE_SYNC_DELAY_MS } from '../../../config/timing.ts';
import { delay } from '../../../lib/delay.ts';
import { loadOrCreateProfile } from '../../../lib/profile/load-or-create-profile.ts';
import { unwrap } from '@shared/db/answer';

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
  const values = (await loadFormSchemas()).registerSchema.parse(input);
  const data = unwrap(
    await (
      await getSupabaseAuth()
    ).signUp({
      email: values.email,
      password: values.password,
      options: {
        data: { full_name: values.fullName, level: values.level, ...(accepted ? { consent: accepted } : {}) },
        emailRedirectTo: sameOriginUrl(CALLBACK_PATH),
      },
    }),
  );
  await delay(waitMs);
  if (data.session && data.user) {
    try {
      // The database trigger normally created the row already; this creates it when it did not.
      await loadOrCreateProfile({
        id: data.user.id,
        email: values.email,
        name: values.fullName,
        avatar_url: null,
        role: 'user',
        level: levelToNumber(values.level),
      });
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
