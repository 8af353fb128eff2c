import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { notificationKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

const subscriptionSchema = z.object({ kind: z.string(), subscribed: z.boolean() });

export interface SetByTokenInput {
  token: string;
  subscribed: boolean;
}

/** The unsubscribe page's button: the choice is the member's, stored by the database. */
export async function setSubscriptionByToken({ token, subscribed }: SetByTokenInput) {
  const data = unwrap(
    await getSupabase().rpc('set_email_subscription_by_token', {
      p_token: token,
      p_subscribed: subscribed,
    }),
  );
  return subscriptionSchema.parse(data);
}

export function useSetSubscriptionByToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSubscriptionByToken,
    onSuccess: (answer, { token }) => client.setQueryData(notificationKeys.token(token), answer),
  });
}
