import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { ORDER_STATUSES } from '../lib/order-status.ts';
import type { Receipt } from '../lib/receipt-content.ts';
import { orderKeys } from './keys.ts';

const receiptSchema = z.object({
  receipt_number: z.string(),
  issued_at: z.string(),
  school_name: z.string(),
  school_tax_id: z.string().nullable(),
  school_address: z.string().nullable(),
  buyer_name: z.string(),
  // Nullable in the schema (an account without an e-mail); the receipt then omits the line.
  buyer_email: z.string().nullable(),
  item_title: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  vat: z.number(),
  net: z.number(),
  // Embedded through receipts.order_id → orders (same RLS: the owner or an admin).
  order: z.object({
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    coupon_code: z.string().nullable(),
    payment_method: z.string().nullable(),
    paid_at: z.string().nullable(),
  }),
});

const COLUMNS =
  'receipt_number,issued_at,school_name,school_tax_id,school_address,buyer_name,buyer_email,item_title,subtotal,discount,total,vat,net,order:orders(order_number,status,coupon_code,payment_method,paid_at)';

/**
 * The receipt of one order, from its snapshot row, or null when there is none
 * the caller may read: RLS answers a foreign order exactly as a missing one.
 */
export async function getReceipt(orderId: number): Promise<Receipt | null> {
  const id = z.number().int().positive().parse(orderId);
  const { data, error } = await getSupabase().from('receipts').select(COLUMNS).eq('order_id', id).maybeSingle();
  if (error) throw error;
  if (data === null) return null;
  const r = receiptSchema.parse(data);
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
