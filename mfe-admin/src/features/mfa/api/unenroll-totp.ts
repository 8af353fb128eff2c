import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { mfaKeys } from './keys.ts';

/**
 * Removes one's own authenticator (GoTrue requires aal2 for a verified factor). The session then
 * loses its totp claim; refreshing takes the new aal1 token at once, so the admin guard asks to
 * enrol a new authenticator before anything else in the admin area.
 */
export async function unenrollTotp(factorId: string): Promise<void> {
  const auth = getSupabase().auth;
  assertOk(await auth.mfa.unenroll({ factorId }));
  assertOk(await auth.refreshSession());
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
