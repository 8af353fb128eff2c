import { useMutation } from '@tanstack/react-query';
import { getSupabaseAuth } from '@shared/platform/supabase';
import { oauthCallbackUrl } from '../../../config/callback-url.ts';
import { assertOk } from '@shared/db/answer';

/**
 * Third-party sign-in (spec §7): offline access and a consent prompt, back to
 * /auth/callback. supabase-js then sends the browser to the provider, so a
 * successful call never "returns" to this page.
 */
export async function signInWithGoogle(): Promise<void> {
  const redirectTo = await oauthCallbackUrl();
  assertOk(
    await (
      await getSupabaseAuth()
    ).signInWithOAuth({
      provider: 'google',
      options: { redirectTo, queryParams: { access_type: 'offline', prompt: 'consent' } },
    }),
  );
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
