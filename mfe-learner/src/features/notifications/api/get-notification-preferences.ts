import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { OPTIONAL_KINDS, isOptionalKind, type OptionalKind } from '../lib/notification-kinds.ts';
import { notificationKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

export type NotificationPreferences = Record<OptionalKind, boolean>;

/** The member's own rows (RLS); a kind without a row is subscribed. */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  const data = unwrap(await getSupabase().from('notification_preferences').select('kind,subscribed'));
  const preferences = Object.fromEntries(OPTIONAL_KINDS.map((kind) => [kind, true])) as NotificationPreferences;
  for (const row of data) {
    if (isOptionalKind(row.kind)) preferences[row.kind] = row.subscribed;
  }
  return preferences;
}

export const notificationPreferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.preferences(userId), queryFn: getNotificationPreferences });

export function useNotificationPreferences(userId: string) {
  return useQuery(notificationPreferencesQueryOptions(userId));
}
