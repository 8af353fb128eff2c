import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { mfaKeys } from './keys.ts';

/**
 * Removes one's own authenticator (GoTrue requires aal2 for a verified factor). The session then
 * loses its totp claim; refreshing takes the new aal1 token at once, so the admin guard asks to
 * enrol a new authenticator before anything else in the admin area.
 */
export async function unenrollTotp(factorId: string): Promise<void> {
  const auth = getSupabase().auth;
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) throw error;
  const refreshed = await auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
}

/** `onRemoved` runs at the hook level: the admin area (and this panel) unmounts once the session is aal1. */
export function useUnenrollTotp({ onRemoved }: { onRemoved: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unenrollTotp,
    onSuccess: () => {
      onRemoved();
      void client.invalidateQueries({ queryKey: mfaKeys.all });
    },
  });
}
