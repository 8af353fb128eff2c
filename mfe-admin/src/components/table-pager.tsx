import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { adminTh } from '../config/messages.ts';

type TablePagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "แสดง 21–40 จาก 57 รายการ" with previous/next: the one pager of the admin's tables. */
export function TablePager({ page, pageSize, total, onPage }: TablePagerProps) {
  const t = adminTh.pager;
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t.page(page, pages)} className="flex flex-col items-center justify-between gap-2 text-sm sm:flex-row">
      <p className="text-muted-foreground" aria-live="polite">
        {t.range(first, last, total)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t.previous}
        </Button>
        <span className="tabular-nums">{t.page(page, pages)}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
