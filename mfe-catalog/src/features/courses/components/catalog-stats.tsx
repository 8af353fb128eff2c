import { BookOpen, Users } from 'lucide-react';
import { formatNumber } from '@shared/messages/format';
import { catalogText } from '../../../config/messages.ts';
import { useCatalogStats } from '../api/get-catalog-stats.ts';

/**
 * The school's live figures (published courses, people enrolled), read from
 * the database: the landing's hero keeps the spec's marketing numbers, this is
 * where the true ones are. Nothing is shown until they are known, nor if they
 * cannot be read: a header figure is not worth an error card.
 */
export function CatalogStats() {
  const stats = useCatalogStats();
  const t = catalogText.list.stats;
  if (!stats.data) return <p className="h-5" aria-hidden="true" />;
  return (
    <ul aria-label={t.label} className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" data-testid="catalog-stats">
      <li className="inline-flex items-center gap-1.5">
        <BookOpen aria-hidden="true" className="size-4" />
        {t.courses(formatNumber(stats.data.courses))}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4" />
        {t.learners(formatNumber(stats.data.learners))}
      </li>
    </ul>
  );
}
