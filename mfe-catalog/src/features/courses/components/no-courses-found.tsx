import { Link } from '@shared/platform/router';
import { SearchX } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { categoryLabel } from '@shared/db/courses';
import type { Category } from '@shared/db/courses';
import { catalogText } from '../../../config/messages.ts';
import { catalogueHref, DEFAULT_FILTERS } from '../lib/course-filters.ts';

type Props = {
  /** The nearest category the database found (search_courses), if any. */
  suggestion: Category | null;
};

/**
 * Nothing matched: the spec's sentence, a way into the nearest category,
 * and a way back to every course. Both are links, so they work before the
 * page's script runs.
 */
export function NoCoursesFound({ suggestion }: Props) {
  const t = catalogText.list;
  return (
    <EmptyState icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />} title={t.empty}>
      {suggestion ? (
        <div className="grid justify-items-center gap-2" data-testid="suggested-category">
          <p className="text-sm text-muted-foreground">{t.suggestion}</p>
          <Button asChild>
            <Link to={catalogueHref({ ...DEFAULT_FILTERS, category: suggestion })}>{t.suggestedCategory(categoryLabel(suggestion))}</Link>
          </Button>
        </div>
      ) : null}
      <Button asChild variant="outline">
        <Link to="/courses">{t.clearFilters}</Link>
      </Button>
    </EmptyState>
  );
}
