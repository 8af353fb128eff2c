import { useMutation } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';

/** The database refused the password or the phrase (28000): shown on the field. */
export class DeletionReauthError extends Error {
  constructor(cause: unknown) {
    super('Re-authentication failed', { cause });
    this.name = 'DeletionReauthError';
  }
}

export interface DeletionRequestInput {
  /** The current password; null for an account without one (Google only). */
  password: string | null;
  /** The typed phrase for an account without a password. */
  confirmation: string | null;
  keepNameOnCertificates: boolean;
}

const requestSchema = z.object({ scheduled_for: z.string() });

/**
 * Asks the database to delete the account in 7 days (request_account_deletion). The database
 * checks the password itself, so a stolen open tab alone cannot delete an account.
 */
export async function requestAccountDeletion(input: DeletionRequestInput): Promise<{ scheduledFor: string }> {
  const answer = await getSupabase().rpc('request_account_deletion', {
    p_password: input.password ?? '',
    p_confirmation: input.confirmation ?? '',
    p_keep_name_on_certificates: input.keepNameOnCertificates,
  });
  if (answer.error?.code === '28000') throw new DeletionReauthError(answer.error);
  // request_account_deletion answers `Json`: read through zod.
  return { scheduledFor: requestSchema.parse(unwrap(answer)).scheduled_for };
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
