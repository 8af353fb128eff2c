/** @jsxRuntime automatic */
// The site server imports this file through tsx, whose JSX setting follows the tsconfig of wherever it was
// started (the repository's root has none): the pragma keeps its JSX on React's automatic runtime everywhere.
import { Star } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Skeleton } from '@shared/ui/skeleton';
import { COURSE_SHELVES_SLOT, COURSE_SHELVES_STATE } from '@shared/delivery-contract';
import { formatBaht, formatNumber } from '@shared/messages/format';
import { coursePriceText } from '@shared/db/courses';
import { useLandingCourses, type LandingShelves, type ShelfCourse } from '../api/get-landing-courses.ts';
import { landingText } from '../landing-messages.ts';

const t = landingText.shelves;
const SHELVES = [
  { key: 'popular', title: t.popular, href: '/courses?sort=popular' },
  { key: 'newest', title: t.newest, href: '/courses?sort=newest' },
  { key: 'free', title: t.free, href: '/courses?free=1' },
] as const;

/**
 * Popular, new and free courses beneath the spec's sections, from the database. The element
 * carrying COURSE_SHELVES_SLOT is what the site server fills with CourseShelvesView's markup.
 * No useId here: the server renders this part alone, so every id is derived from the data.
 */
export function CourseShelves() {
  const courses = useLandingCourses();
  if (courses.data) return <CourseShelvesSlot shelves={courses.data} />;
  return <div {...{ [COURSE_SHELVES_SLOT]: '' }}>{courses.isError ? null : <ShelvesSkeleton />}</div>;
}

/**
 * The slot with its shelves: what the site server renders in place of the loading slot, and what
 * the page's first render is once seeded with the same data (the state attribute included).
 */
export function CourseShelvesSlot({ shelves }: { shelves: LandingShelves }) {
  return (
    <div {...{ [COURSE_SHELVES_SLOT]: '', [COURSE_SHELVES_STATE]: JSON.stringify(shelves) }}>
      <CourseShelvesView shelves={shelves} />
    </div>
  );
}

function CourseShelvesView({ shelves }: { shelves: LandingShelves }) {
  return (
    <section id="landing-courses" aria-label={t.label} className="scroll-mt-20 py-16 sm:py-24" data-testid="course-shelves">
      <div className="mx-auto grid max-w-7xl gap-12 px-4">
        {SHELVES.filter((shelf) => shelves[shelf.key].length > 0).map((shelf) => (
          <section key={shelf.key} aria-labelledby={`shelf-${shelf.key}-title`} className="grid gap-4" data-testid={`shelf-${shelf.key}`}>
            <div className="flex items-baseline justify-between gap-4">
              <h2 id={`shelf-${shelf.key}-title`} className="text-2xl font-bold tracking-tight">
                {shelf.title}
              </h2>
              <Link to={shelf.href} className="text-sm font-medium text-primary hover:underline">
                {t.seeAll}
              </Link>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {shelves[shelf.key].map((course) => (
                <li key={course.id}>
                  <ShelfCard course={course} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function ShelfCard({ course }: { course: ShelfCourse }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card">
      {course.image_url ? (
        <img
          src={course.image_url}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-muted" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          <Link to={`/course/${course.id}`} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        {course.instructor_name ? <p className="text-sm text-muted-foreground">{course.instructor_name}</p> : null}
        <p className="flex items-center gap-1 text-sm">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span>{t.rating(course.rating_avg.toFixed(1), formatNumber(course.reviews_count))}</span>
        </p>
        <p className="mt-auto flex items-baseline gap-2 font-bold text-primary">
          {coursePriceText(course.current_price)}
          {course.sale_price !== null && course.current_price < course.price ? (
            <s className="text-sm font-normal text-muted-foreground" aria-label={t.listPrice(formatBaht(course.price))}>
              {formatBaht(course.price)}
            </s>
          ) : null}
        </p>
      </div>
    </article>
  );
}

function ShelvesSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-64 w-full" />
      ))}
    </div>
  );
}
