import { useMutation } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/supabase-js';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';

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
  const response: { data: unknown; error: PostgrestError | null } = await getSupabase().rpc('request_account_deletion', {
    p_password: input.password ?? '',
    p_confirmation: input.confirmation ?? '',
    p_keep_name_on_certificates: input.keepNameOnCertificates,
  });
  const { data, error } = response;
  if (error) throw error.code === '28000' ? new DeletionReauthError(error) : error;
  return { scheduledFor: requestSchema.parse(data).scheduled_for };
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
