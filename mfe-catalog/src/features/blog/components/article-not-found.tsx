import { SearchX } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { catalogText } from '../../../config/messages.ts';

const t = catalogText.blog;

/** /blog/{slug} with no article the visitor may read (unknown, or a draft for a non-admin). */
export function ArticleNotFound() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <EmptyState icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />} title={t.notFoundTitle}>
        <h1 className="sr-only">{t.notFoundTitle}</h1>
        <p className="text-sm text-muted-foreground">{t.notFoundDetail}</p>
        <Button asChild>
          <Link to="/blog">{t.allArticles}</Link>
        </Button>
      </EmptyState>
    </section>
  );
}
