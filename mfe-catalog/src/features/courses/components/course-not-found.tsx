import { Link } from '@shared/platform/router';
import { SearchX } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { catalogText } from '../../../config/messages.ts';

export function CourseNotFound() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <EmptyState icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />} title={catalogText.detail.notFoundTitle}>
        <h1 className="sr-only">{catalogText.detail.notFoundTitle}</h1>
        <p className="text-sm text-muted-foreground">{catalogText.detail.notFoundDetail}</p>
        <Button asChild>
          <Link to="/courses">{catalogText.detail.allCourses}</Link>
        </Button>
      </EmptyState>
    </section>
  );
}
