import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { invokeFunction } from '@shared/platform/supabase/functions';
import { checkoutKeys } from './keys.ts';

export const GATEWAY_BANKS = [
  'mobile_banking_kbank',
  'mobile_banking_scb',
  'mobile_banking_bay',
  'mobile_banking_bbl',
  'mobile_banking_ktb',
] as const;
export type GatewayBank = (typeof GATEWAY_BANKS)[number];
export type GatewayMethod = 'promptpay' | 'card' | GatewayBank;

// create-charge's answer is an Edge Function's JSON, not a typed row: parsed where it crosses into the page.
const chargeAnswerSchema = z.object({
  charge_id: z.string(),
  status: z.enum(['pending', 'successful', 'failed', 'expired', 'reversed']),
  authorize_uri: z.string().nullable(),
  qr_image_uri: z.string().nullable(),
});
export type ChargeAnswer = z.infer<typeof chargeAnswerSchema>;

type ChargeRequest = { orderId: number; method: GatewayMethod; token?: string; returnPath: string };

/**
 * Asks the create-charge function for a charge of this order: the amount is the order's total on
 * the server; the browser names only the order and the method (and a card's token).
 */
export async function createCharge({ orderId, method, token, returnPath }: ChargeRequest): Promise<ChargeAnswer> {
  const answer = await invokeFunction('create-charge', { order_id: orderId, method, token, return_path: returnPath });
  return chargeAnswerSchema.parse(answer);
}

export function useCreateCharge(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCharge,
    // A card is paid at once: read the order again so the page moves on without waiting for the poll.
    onSuccess: () => client.invalidateQueries({ queryKey: checkoutKeys.order(orderId) }),
  });
}
