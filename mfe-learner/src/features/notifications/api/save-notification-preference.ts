import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { toast } from '@shared/platform/toast';
import { notificationText } from '../../../config/notification-messages.ts';
import type { OptionalKind } from '../lib/notification-kinds.ts';
import type { NotificationPreferences } from './get-notification-preferences.ts';
import { notificationKeys } from './keys.ts';
import { assertOk } from '@shared/db/answer';

export interface SavePreferenceInput {
  userId: string;
  kind: OptionalKind;
  subscribed: boolean;
}

/** One kind on or off; the database stops what is queued of a kind switched off. */
export async function saveNotificationPreference({ kind, subscribed }: SavePreferenceInput): Promise<void> {
  assertOk(await getSupabase().from('notification_preferences').upsert({ kind, subscribed }, { onConflict: 'user_id,kind' }));
}

export function useSaveNotificationPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreference,
    // The switch moves at once; a refusal puts it back.
    onMutate: ({ userId, kind, subscribed }) => {
      const key = notificationKeys.preferences(userId);
      const before = client.getQueryData<NotificationPreferences>(key);
      if (before) client.setQueryData(key, { ...before, [kind]: subscribed });
      return { before };
    },
    onSuccess: () => toast.success(notificationText.saved),
    onError: (_error, { userId }, context) => {
      if (context?.before) client.setQueryData(notificationKeys.preferences(userId), context.before);
      toast.error(notificationText.saveError);
    },
    onSettled: (_data, _error, { userId }) => client.invalidateQueries({ queryKey: notificationKeys.preferences(userId) }),
  });
}
