import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { formatNumber } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';

type OrdersPagerProps = { page: number; pages: number; busy: boolean; onPage: (page: number) => void };

/** Previous / next between pages of orders; `page` counts from 0. */
export function OrdersPager({ page, pages, busy, onPage }: OrdersPagerProps) {
  const t = learnerTh.orders;
  return (
    <nav aria-label={t.pager} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={busy || page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t.previous}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t.pageOf(formatNumber(page + 1), formatNumber(pages))}
      </span>
      <Button variant="outline" size="sm" disabled={busy || page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
