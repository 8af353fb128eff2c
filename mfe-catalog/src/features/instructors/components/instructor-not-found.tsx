import { SearchX } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { catalogText } from '../../../config/messages.ts';

export function InstructorNotFound() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />}
        title={catalogText.instructor.notFoundTitle}
      >
        <h1 className="sr-only">{catalogText.instructor.notFoundTitle}</h1>
        <p className="text-sm text-muted-foreground">{catalogText.instructor.notFoundDetail}</p>
        <Button asChild>
          <Link to="/courses">{catalogText.detail.allCourses}</Link>
        </Button>
      </EmptyState>
    </section>
  );
}
