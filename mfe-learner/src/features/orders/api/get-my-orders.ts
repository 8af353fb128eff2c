import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'shared/zod';
import { getSupabase } from 'shared/supabase';
import { ORDER_STATUSES, type OrderStatus } from '../lib/order-status.ts';
import { orderKeys } from './keys.ts';

export const ORDERS_PER_PAGE = 10;

const rowSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  course_id: z.number(),
  status: z.enum(ORDER_STATUSES),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  coupon_code: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  payment_method: z.string().nullable(),
  // Embedded through orders.course_id → courses; null when the course is no longer published.
  course: z.object({ title: z.string() }).nullable(),
});

export interface MyOrder {
  id: number;
  orderNumber: string;
  courseId: number;
  /** null when the course is no longer readable (unpublished). */
  courseTitle: string | null;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
  expiresAt: string;
  createdAt: string;
  /** orders.payment_method: null until paid, and for an order an admin marked paid by hand. */
  paymentMethod: string | null;
}

export interface MyOrdersPage {
  orders: MyOrder[];
  total: number;
  pages: number;
}

const COLUMNS =
  'id,order_number,course_id,status,subtotal,discount,total,coupon_code,expires_at,created_at,payment_method,course:courses(title)';

/**
 * One page of the caller's own orders, newest first. RLS lets an admin read
 * every order, so the filter on the caller's id keeps an admin's profile to
 * their own purchases.
 */
export async function getMyOrders(userId: string, page: number): Promise<MyOrdersPage> {
  z.uuid().parse(userId);
  const from = z.number().int().nonnegative().parse(page) * ORDERS_PER_PAGE;
  const { data, error, count } = await getSupabase()
    .from('orders')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + ORDERS_PER_PAGE - 1);
  if (error) throw error;
  const orders = z
    .array(rowSchema)
    .parse(data)
    .map((r) => ({
      id: r.id,
      orderNumber: r.order_number,
      courseId: r.course_id,
      courseTitle: r.course?.title ?? null,
      status: r.status,
      subtotal: r.subtotal,
      discount: r.discount,
      total: r.total,
      couponCode: r.coupon_code,
      expiresAt: r.expires_at,
      createdAt: r.created_at,
      paymentMethod: r.payment_method,
    }));
  const total = count ?? orders.length;
  return { orders, total, pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)) };
}

export const myOrdersQueryOptions = (userId: string, page: number) =>
  queryOptions({ queryKey: orderKeys.minePage(userId, page), queryFn: () => getMyOrders(userId, page) });

export function useMyOrders(userId: string, page: number) {
  return useQuery({
    ...myOrdersQueryOptions(userId, page),
    // Orders change elsewhere (paid in the catalogue's checkout, by an admin, by expiry): read again on
    // every visit to the tab, showing the cached list meanwhile.
    staleTime: 0,
    // The previous page stays on screen while the next one loads: the pager does not jump.
    placeholderData: keepPreviousData,
  });
}
