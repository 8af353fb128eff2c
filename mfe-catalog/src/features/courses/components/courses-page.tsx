import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { cn } from '@shared/ui/cn';
import { EmptyState } from '@shared/ui/empty-state';
import { catalogText } from '../../../config/messages.ts';
import { useCourses } from '../api/get-courses.ts';
import { useMyProgress } from '../api/get-my-progress.ts';
import { catalogueHref, filtersToParams, parseFilters, type CourseFilters } from '../lib/course-filters.ts';
import { CatalogStats } from './catalog-stats.tsx';
import { CourseCard } from './course-card.tsx';
import { CourseFiltersBar } from './course-filters-bar.tsx';
import { CourseListGate } from './course-list-gate.tsx';
import { CoursePagination } from './course-pagination.tsx';
import { NoCoursesFound } from './no-courses-found.tsx';

/** Cards in the first row on a wide screen (three columns): their covers load eagerly. */
const ABOVE_THE_FOLD = 3;

/** /courses: the filters, sort and page live in the URL so a view can be shared and Back undoes a filter. */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback(
    (next: CourseFilters, options: { replace: boolean }) => setParams(filtersToParams(next), options),
    [setParams],
  );
  const courses = useCourses(filters);
  const mine = useMyProgress();

  return (
    <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">{catalogText.list.title}</h1>
        <p className="text-muted-foreground">{catalogText.list.subtitle}</p>
        <CatalogStats />
      </header>
      <CourseFiltersBar filters={filters} onChange={setFilters} />
      <CourseListGate courses={courses} progress={mine}>
        {(page) =>
          page.total === 0 ? (
            <NoCoursesFound suggestion={page.suggested_category} />
          ) : page.courses.length === 0 ? (
            // A link to a page past the last one (the catalogue shrank since it was shared).
            <EmptyState title={catalogText.list.pageEmpty}>
              <Button asChild variant="outline">
                <Link to={catalogueHref({ ...filters, page: 1 })}>{catalogText.list.firstPage}</Link>
              </Button>
            </EmptyState>
          ) : (
            <>
              <p aria-live="polite" className="text-sm text-muted-foreground">
                {catalogText.list.resultCount(page.total)}
              </p>
              {/* While a new filter loads, the previous results stay, dimmed, instead of flashing skeletons. */}
              <div
                aria-busy={courses.isPlaceholderData}
                className={cn('grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3', courses.isPlaceholderData && 'opacity-60')}
              >
                {page.courses.map((course, index) => (
                  <CourseCard key={course.id} course={course} progress={mine.progress.get(course.id)} priority={index < ABOVE_THE_FOLD} />
                ))}
              </div>
              <CoursePagination filters={filters} total={page.total} pageSize={page.page_size} />
            </>
          )
        }
      </CourseListGate>
    </section>
  );
}
