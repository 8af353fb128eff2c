import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@shared/db';
import { unwrap } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import { getSupabase } from '@shared/platform/supabase';
import { memberKeys } from './keys.ts';

const CONSENT_STATUSES = ['current', 'outdated', 'none'] as const;

type PrivacyRow = Database['public']['Functions']['admin_member_privacy']['Returns'][number];

export interface MemberPrivacy {
  user_id: PrivacyRow['user_id'];
  consent_status: (typeof CONSENT_STATUSES)[number];
  /** The generated type says `string` (a function's result columns are typed non-null); no pending deletion is null. */
  deletion_scheduled_for: string | null;
}

function toMemberPrivacy(row: PrivacyRow): MemberPrivacy {
  return {
    user_id: row.user_id,
    consent_status: oneOf(CONSENT_STATUSES, row.consent_status, 'admin_member_privacy.consent_status'),
    deletion_scheduled_for: row.deletion_scheduled_for,
  };
}

/**
 * Each member's PDPA state, from the admin-only function admin_member_privacy (decision 0027):
 * whether they accepted the current documents, and when a pending deletion is due.
 */
export async function getMemberPrivacy(): Promise<MemberPrivacy[]> {
  return unwrap(await getSupabase().rpc('admin_member_privacy')).map(toMemberPrivacy);
}

/** The cache holds the rows as read (JSON, so a server's render can hand them to the page); the tab looks them up by member. */
export const memberPrivacyQuery = () => queryOptions({ queryKey: memberKeys.privacy(), queryFn: getMemberPrivacy });

const byMember = (rows: MemberPrivacy[]) => new Map(rows.map((row) => [row.user_id, row]));

export function useMemberPrivacy() {
  return useQuery({ ...memberPrivacyQuery(), select: byMember });
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
