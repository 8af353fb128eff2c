import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import type { Receipt } from '../lib/receipt-content.ts';
import { orderKeys } from './keys.ts';

const COLUMNS =
  'receipt_number,issued_at,school_name,school_tax_id,school_address,buyer_name,buyer_email,item_title,subtotal,discount,total,vat,net,order:orders(order_number,status,coupon_code,payment_method,paid_at)';

type ReceiptRow = Pick<
  Tables<'receipts'>,
  | 'receipt_number'
  | 'issued_at'
  | 'school_name'
  | 'school_tax_id'
  | 'school_address'
  | 'buyer_name'
  | 'buyer_email'
  | 'item_title'
  | 'subtotal'
  | 'discount'
  | 'total'
  | 'vat'
  | 'net'
> & { order: Pick<Tables<'orders'>, 'order_number' | 'status' | 'coupon_code' | 'payment_method' | 'paid_at'> };

/**
 * The receipt of one order, from its snapshot row, or null when there is none
 * the caller may read: RLS answers a foreign order exactly as a missing one.
 */
export async function getReceipt(orderId: number): Promise<Receipt | null> {
  const id = z.number().int().positive().parse(orderId);
  const { data, error } = await getSupabase().from('receipts').select(COLUMNS).eq('order_id', id).maybeSingle();
  if (error) throw error;
  if (data === null) return null;
  return toReceipt(data);
}

/** The receipt row with its order (embedded through receipts.order_id → orders, the same RLS) in the sheet's shape. */
function toReceipt(r: ReceiptRow): Receipt {
  return {
    receiptNumber: r.receipt_number,
    issuedAt: r.issued_at,
    schoolName: r.school_name,
    schoolTaxId: r.school_tax_id,
    schoolAddress: r.school_address ?? '',
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    itemTitle: r.item_title,
    subtotal: r.subtotal,
    discount: r.discount,
    total: r.total,
    vat: r.vat,
    net: r.net,
    orderNumber: r.order.order_number,
    couponCode: r.order.coupon_code,
    refunded: r.order.status === 'refunded',
    paymentMethod: r.order.payment_method,
    paidAt: r.order.paid_at,
  };
}

export const receiptQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.receipt(orderId), queryFn: () => getReceipt(orderId) });

export function useReceipt(orderId: number) {
  return useQuery(receiptQueryOptions(orderId));
}
