import { useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { OPTIONAL_KINDS, isOptionalKind, type OptionalKind } from '../lib/notification-kinds.ts';
import { notificationKeys } from './keys.ts';

const rowSchema = z.object({ kind: z.string(), subscribed: z.boolean() });
export type NotificationPreferences = Record<OptionalKind, boolean>;

/** The member's own rows (RLS); a kind without a row is subscribed. */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  const { data, error } = await getSupabase().from('notification_preferences').select('kind,subscribed');
  if (error) throw error;
  const preferences = Object.fromEntries(OPTIONAL_KINDS.map((kind) => [kind, true])) as NotificationPreferences;
  for (const row of z.array(rowSchema).parse(data)) {
    if (isOptionalKind(row.kind)) preferences[row.kind] = row.subscribed;
  }
  return preferences;
}

export function useNotificationPreferences(userId: string) {
  return useQuery({ queryKey: notificationKeys.preferences(userId), queryFn: getNotificationPreferences });
}
