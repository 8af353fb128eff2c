import type { ReactNode } from 'react';
import { Link } from '@shared/platform/router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@shared/ui/cn';
import { catalogText } from '../../../config/messages.ts';
import { catalogueHref, type CourseFilters } from '../lib/course-filters.ts';

type Props = { filters: CourseFilters; total: number; pageSize: number };

/** Pages shown around the current one; the first and last are always shown. */
const NEIGHBOURS = 1;

/** Page numbers to show, with null where a run of pages is left out ("…"). */
export function visiblePages(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= NEIGHBOURS;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm';
const linkClass = cn(itemClass, 'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring');

/**
 * Links to the catalogue's other pages (12 courses each). Ordinary links
 * with the filters in their address, so they work before the page's script
 * runs and can be shared; once live they move without a reload, back to
 * the top of the list.
 */
export function CoursePagination({ filters, total, pageSize }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  const t = catalogText.pagination;
  const current = Math.min(filters.page, last);
  const toTop = () => window.scrollTo({ top: 0 });
  const pageLink = (page: number, children: ReactNode, label: string) => (
    <Link to={catalogueHref({ ...filters, page })} className={linkClass} aria-label={label} onClick={toTop}>
      {children}
    </Link>
  );
  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center justify-center gap-2">
      {current > 1
        ? pageLink(
            current - 1,
            <>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t.previous}
            </>,
            t.previous,
          )
        : null}
      {visiblePages(current, last).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : page === current ? (
          <Link
            key={page}
            to={catalogueHref({ ...filters, page })}
            aria-current="page"
            aria-label={t.current(page, last)}
            className={cn(linkClass, 'border-primary bg-primary font-semibold text-primary-foreground hover:bg-primary')}
          >
            {page}
          </Link>
        ) : (
          <span key={page}>{pageLink(page, page, t.page(page))}</span>
        ),
      )}
      {current < last
        ? pageLink(
            current + 1,
            <>
              {t.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </>,
            t.next,
          )
        : null}
    </nav>
  );
}
