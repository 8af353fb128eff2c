import { Link } from '@shared/platform/router';
import { SearchX } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { th } from '@shared/messages';
import { learnerTh } from '../../../config/messages.ts';

/** An unknown or malformed code: a Thai "not found" state, never an error. */
export function CertificateNotFound({ code }: { code: string }) {
  return (
    <EmptyState
      className="mx-auto max-w-xl"
      icon={<SearchX aria-hidden="true" className="size-10 text-destructive" />}
      title={learnerTh.certificate.notFoundTitle}
    >
      <p className="text-sm text-muted-foreground" data-testid="certificate-not-found">
        {learnerTh.certificate.notFoundDetail(code)}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/certificate">{learnerTh.certificate.lookupAnother}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{th.notFound.back}</Link>
        </Button>
      </div>
    </EmptyState>
  );
}
