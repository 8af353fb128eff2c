import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { memberKeys } from './keys.ts';

const rowSchema = z.object({
  user_id: z.string(),
  consent_status: z.enum(['current', 'outdated', 'none']),
  deletion_scheduled_for: z.string().nullable(),
});
export type MemberPrivacy = z.infer<typeof rowSchema>;

/**
 * Each member's PDPA state, from the admin-only function admin_member_privacy (decision 0027):
 * whether they accepted the current documents, and when a pending deletion is due.
 */
export async function getMemberPrivacy(): Promise<Map<string, MemberPrivacy>> {
  const response: { data: unknown; error: unknown } = await getSupabase().rpc('admin_member_privacy');
  if (response.error) throw response.error;
  return new Map(
    z
      .array(rowSchema)
      .parse(response.data)
      .map((row) => [row.user_id, row]),
  );
}

export const memberPrivacyQuery = () => queryOptions({ queryKey: memberKeys.privacy(), queryFn: getMemberPrivacy });

export function useMemberPrivacy() {
  return useQuery(memberPrivacyQuery());
}

export const PRIVACY_FILTERS = ['all', 'deletion', 'outdated', 'none'] as const;
export type PrivacyFilter = (typeof PRIVACY_FILTERS)[number];
export const isPrivacyFilter = (value: string): value is PrivacyFilter => (PRIVACY_FILTERS as readonly string[]).includes(value);

export function matchesPrivacyFilter(privacy: MemberPrivacy | undefined, filter: PrivacyFilter): boolean {
  if (filter === 'all') return true;
  if (!privacy) return false;
  if (filter === 'deletion') return privacy.deletion_scheduled_for !== null;
  return privacy.consent_status === filter;
}
