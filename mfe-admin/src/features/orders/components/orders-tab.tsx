import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@shared/platform/router';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { adminTh } from '../../../config/messages.ts';
import { adminErrorMessage } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { TablePager } from '../../../components/table-pager.tsx';
import { useOrders } from '../api/get-orders.ts';
import type { AdminOrder } from '../api/types.ts';
import { ORDERS_PAGE_SIZE, orderFiltersToParams, parseOrderFilters, type OrderFilters } from '../lib/order-filters.ts';
import { OrdersFiltersBar } from './orders-filters-bar.tsx';
import { OrdersTable } from './orders-table.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

/** Every order, filtered and paged by the server; the filters live in the URL beside ?tab=orders. */
export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const setFilters = useCallback(
    (next: OrderFilters, options: { replace: boolean }) => setParams(orderFiltersToParams(next), options),
    [setParams],
  );
  const orders = useOrders(filters);
  const [open, setOpen] = useState<AdminOrder | null>(null);

  return (
    <div className="grid gap-4">
      <OrdersFiltersBar filters={filters} onChange={setFilters} />
      {orders.isPending ? <TableSkeleton /> : null}
      {orders.isError ? <ErrorState message={adminErrorMessage(orders.error)} onRetry={() => void orders.refetch()} /> : null}
      {orders.isSuccess && orders.data.rows.length === 0 ? <EmptyState title={adminTh.orders.empty} /> : null}
      {orders.isSuccess && orders.data.rows.length > 0 ? (
        <div className="grid gap-3" aria-busy={orders.isPlaceholderData}>
          <OrdersTable orders={orders.data.rows} onOpen={setOpen} />
          <TablePager
            page={filters.page}
            pageSize={ORDERS_PAGE_SIZE}
            total={orders.data.total}
            onPage={(page) => setFilters({ ...filters, page }, { replace: false })}
          />
        </div>
      ) : null}
      <OrderDetailDialog order={open} onClose={() => setOpen(null)} />
    </div>
  );
}
