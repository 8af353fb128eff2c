import { Link } from '@shared/platform/router';
import { SearchX } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { lessonText } from '../config/lesson-messages.ts';

/** A lesson's page or a checkout whose course is not published (or never was, or the address is not a course id). */
export function CourseNotFound() {
  const t = lessonText.page;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <EmptyState icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />} title={t.courseNotFound}>
        <h1 className="sr-only">{t.courseNotFound}</h1>
        <p className="text-sm text-muted-foreground">{t.courseNotFoundDetail}</p>
        <Button asChild>
          <Link to="/courses">{t.allCourses}</Link>
        </Button>
      </EmptyState>
    </section>
  );
}
