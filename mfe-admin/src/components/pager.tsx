import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from 'shared/ui/button';

export interface PagerText {
  range: (from: number, to: number, total: number) => string;
  page: (page: number, pages: number) => string;
  previous: string;
  next: string;
}

type PagerProps = { page: number; pageSize: number; total: number; text: PagerText; onPage: (page: number) => void };

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 21–40 of 45", the page number and previous/next, for a list the server pages. */
export function Pager({ page, pageSize, total, text, onPage }: PagerProps) {
  const pages = pageCountOf(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={text.page(page, pages)} className="flex flex-col items-center justify-between gap-2 text-sm sm:flex-row">
      <p className="text-muted-foreground" aria-live="polite">{text.range(first, last, total)}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />{text.previous}
        </Button>
        <span className="tabular-nums">{text.page(page, pages)}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {text.next}<ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
