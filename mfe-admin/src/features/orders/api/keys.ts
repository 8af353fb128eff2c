import type { OrderFilters } from '../lib/order-filters.ts';

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  events: (orderId: number) => [...orderKeys.detail(orderId), 'events'] as const,
  slips: (orderId: number) => [...orderKeys.detail(orderId), 'slips'] as const,
  slipUrl: (path: string) => [...orderKeys.all, 'slip-url', path] as const,
};
