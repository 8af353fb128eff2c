import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { assertOk } from '@shared/db/answer';
import { RECEIPT_COLUMNS, toReceiptDocument, type ReceiptDocument } from 'supabase/functions/receipt-content';
import { orderKeys } from './keys.ts';

/**
 * The receipt of one order, from its snapshot row, or null when there is none
 * the caller may read: RLS answers a foreign order exactly as a missing one.
 */
export async function getReceipt(orderId: number): Promise<ReceiptDocument | null> {
  const id = z.number().int().positive().parse(orderId);
  const answer = await getSupabase().from('receipts').select(RECEIPT_COLUMNS).eq('order_id', id).maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toReceiptDocument(answer.data);
}

export const receiptQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.receipt(orderId), queryFn: () => getReceipt(orderId) });

export function useReceipt(orderId: number) {
  return useQuery(receiptQueryOptions(orderId));
}
