import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { catalogText } from '../../../config/messages.ts';

const t = catalogText.blog;
const pageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);

/** Previous / next page of /blog as real links (they work before the page's scripts arrive). */
export function BlogPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.pagerLabel} className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={pageHref(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {t.previousPage}
          </Link>
        </Button>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {t.pageOf(page, pages)}
      </p>
      {page < pages ? (
        <Button asChild variant="outline">
          <Link to={pageHref(page + 1)} rel="next">
            {t.nextPage}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
