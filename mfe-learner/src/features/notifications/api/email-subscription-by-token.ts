import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { notificationKeys } from './keys.ts';
import { unwrap } from '@shared/db/answer';

const subscriptionSchema = z.object({ kind: z.string(), subscribed: z.boolean() });
export type TokenSubscription = z.infer<typeof subscriptionSchema>;

/**
 * What an e-mail's unsubscribe link is about. No sign-in: the database checks the link's signature
 * (email_subscription_by_token) and answers `token_invalid` for a forged or damaged one.
 */
export async function getSubscriptionByToken(token: string): Promise<TokenSubscription> {
  const data = unwrap(await getSupabase().rpc('email_subscription_by_token', { p_token: token }));
  return subscriptionSchema.parse(data);
}

export const subscriptionByTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: notificationKeys.token(token), queryFn: () => getSubscriptionByToken(token) });

export function useSubscriptionByToken(token: string) {
  return useQuery({ ...subscriptionByTokenQueryOptions(token), enabled: token !== '' });
}
