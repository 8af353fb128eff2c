import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { refreshProfile } from '@shared/platform/auth';
import { th } from '@shared/messages';
import { getSupabase } from '@shared/platform/supabase';
import { learnerTh } from '../../../config/messages.ts';

/** Where the confirmation link lands: the auth remote's callback, then back to the profile. */
export const EMAIL_CHANGE_RETURN = '/auth/callback?next=/profile&flow=email-change';

export const changeEmailSchema = (currentEmail: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, th.validation.required)
      .pipe(z.email(th.validation.email).max(255, th.validation.email))
      .refine((v) => v.toLowerCase() !== currentEmail.toLowerCase(), learnerTh.email.sameAddress),
  });
export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailSchema>>;

/** Why a request failed, so the form can say it on the field or as a toast. */
export class EmailChangeError extends Error {
  constructor(
    readonly reason: 'taken' | 'rate-limited' | 'needs-aal2' | 'failed',
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'EmailChangeError';
  }
}

/** `changed`: the project confirms e-mail at once (auth's autoconfirm), so the address is already new. */
export interface EmailChangeOutcome {
  email: string;
  changed: boolean;
}

/**
 * Asks the auth service for an e-mail change. Where the project confirms e-mail (hosted Supabase's
 * default), nothing changes until the link sent to the new address is opened; where it does not
 * (local-supabase's default, like sign-up), the account changes at once. Either way the profile's
 * copy (users.email) follows the account through a database trigger: the site never writes it.
 */
export async function requestEmailChange(currentEmail: string, input: ChangeEmailInput): Promise<EmailChangeOutcome> {
  const { email } = changeEmailSchema(currentEmail).parse(input);
  const { data, error } = await getSupabase().auth.updateUser(
    { email },
    { emailRedirectTo: new URL(EMAIL_CHANGE_RETURN, window.location.origin).toString() },
  );
  if (!error) {
    const changed = data.user.email?.toLowerCase() === email.toLowerCase();
    // The header and this page read the users row through the auth bus.
    if (changed) await refreshProfile().catch(() => null);
    return { email, changed };
  }
  // A verified authenticator and an aal1 session: the form asks for the code, then sends again.
  if (error.code === 'insufficient_aal') throw new EmailChangeError('needs-aal2', error);
  if (error.code === 'email_exists' || error.status === 422) throw new EmailChangeError('taken', error);
  if (error.status === 429) throw new EmailChangeError('rate-limited', error);
  throw new EmailChangeError('failed', error);
}

export function useRequestEmailChange(currentEmail: string) {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => requestEmailChange(currentEmail, input) });
}
