import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from 'shared/ui/button';
import { adminTh } from '../../../config/messages.ts';
import { ORDERS_PAGE_SIZE, pageCount } from '../lib/order-filters.ts';

type OrdersPagerProps = { page: number; total: number; onPage: (page: number) => void };

export function OrdersPager({ page, total, onPage }: OrdersPagerProps) {
  const t = adminTh.orders;
  const pages = pageCount(total);
  const first = (page - 1) * ORDERS_PAGE_SIZE + 1;
  const last = Math.min(total, page * ORDERS_PAGE_SIZE);
  return (
    <nav aria-label={t.page(page, pages)} className="flex flex-col items-center justify-between gap-2 text-sm sm:flex-row">
      <p className="text-muted-foreground" aria-live="polite">{t.range(first, last, total)}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />{t.previous}
        </Button>
        <span className="tabular-nums">{t.page(page, pages)}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.next}<ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
