import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import type { Tables } from '@shared/db';
import { toOrderStatus, type OrderStatus } from '@shared/db/orders';
import { orderKeys } from './keys.ts';

export const ORDERS_PER_PAGE = 10;

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

// course is embedded through orders.course_id → courses; null when the course is no longer published.
const COLUMNS =
  'id,order_number,course_id,status,subtotal,discount,total,coupon_code,expires_at,created_at,payment_method,course:courses(title)';

type MyOrderRow = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'course_id'
  | 'status'
  | 'subtotal'
  | 'discount'
  | 'total'
  | 'coupon_code'
  | 'expires_at'
  | 'created_at'
  | 'payment_method'
> & { course: { title: string } | null };

function toMyOrder(r: MyOrderRow): MyOrder {
  return {
    id: r.id,
    orderNumber: r.order_number,
    courseId: r.course_id,
    courseTitle: r.course?.title ?? null,
    status: toOrderStatus(r.status),
    subtotal: r.subtotal,
    discount: r.discount,
    total: r.total,
    couponCode: r.coupon_code,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
    paymentMethod: r.payment_method,
  };
}

/**
 * One page of the caller's own orders, newest first. RLS lets an admin read
 * every order, so the filter on the caller's id keeps an admin's profile to
 * their own purchases.
 */
export async function getMyOrders(userId: string, page: number): Promise<MyOrdersPage> {
  z.uuid().parse(userId);
  const from = z.number().int().nonnegative().parse(page) * ORDERS_PER_PAGE;
  const answer = await getSupabase()
    .from('orders')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + ORDERS_PER_PAGE - 1);
  const orders = unwrap(answer).map(toMyOrder);
  const total = answer.count ?? orders.length;
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
