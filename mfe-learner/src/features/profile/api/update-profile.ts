import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { refreshProfile } from '@shared/platform/auth';
import { toProfile } from '@shared/platform/auth/profile';
import type { Profile } from '@shared/platform/auth/react';
import { profileSchema, type ProfileInput } from '@shared/schemas/forms';
import { th } from '@shared/messages';
import { toProfilePatch } from '../lib/profile-patch.ts';
import { mergeLocalUser } from '../lib/local-user-mirror.ts';
import { unwrap } from '@shared/db/answer';

/** Saves the personal-info tab to the caller's own users row (RLS: own row only) and returns the row. */
export async function updateProfile(userId: string | null, input: ProfileInput): Promise<Profile> {
  // Spec §6: updating a profile requires a signed-in user.
  if (!userId) throw new Error(th.auth.noUser);
  z.uuid().parse(userId);
  const patch = toProfilePatch(profileSchema.parse(input));
  const saved = toProfile(unwrap(await getSupabase().from('users').update(patch).eq('id', userId).select().single()));
  mergeLocalUser(saved);
  // The header and every remote read the profile from the auth bus: re-read it there.
  await refreshProfile().catch(() => null);
  return saved;
}

export function useUpdateProfile(userId: string | null) {
  return useMutation({ mutationFn: (input: ProfileInput) => updateProfile(userId, input) });
}
