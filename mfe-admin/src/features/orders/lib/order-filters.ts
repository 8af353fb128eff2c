import { isOrderStatus, type OrderStatus } from '@shared/db/orders';

/** What the orders tab is showing; kept in the URL (beside ?tab=orders) so reload, back and a shared link keep it. */
export interface OrderFilters {
  status: OrderStatus | null;
  /** Calendar days 'YYYY-MM-DD', inclusive, or null for an open end. */
  from: string | null;
  to: string | null;
  search: string;
  /** 1-based. */
  page: number;
}

export const ORDERS_PAGE_SIZE = 20;
export const EMPTY_ORDER_FILTERS: OrderFilters = { status: null, from: null, to: null, search: '', page: 1 };

const asDay = (value: string | null): string | null =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

/** Anything unknown in a hand-edited URL falls back to "no filter" instead of an error. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    status: isOrderStatus(status) ? status : null,
    from: asDay(params.get('from')),
    to: asDay(params.get('to')),
    search: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters for these filters; defaults are left out so the plain tab URL stays ?tab=orders. */
export function orderFiltersToParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = { tab: 'orders' };
  if (filters.status) params.status = filters.status;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.search.trim() !== '') params.q = filters.search.trim();
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}
