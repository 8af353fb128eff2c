import { Link } from '@shared/platform/router';
import { th } from '@shared/messages';
import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { authText } from '../../../config/messages.ts';
import { useCurrentLegalDocument } from '../../../lib/legal-documents/get-current-legal-document.ts';
import { LEGAL_PATHS, type LegalKind } from '../../../lib/legal-documents/legal-kind.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/** /terms and /privacy (decision 0027): the current version, readable signed out. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const query = useCurrentLegalDocument(kind);
  const other: LegalKind = kind === 'terms' ? 'privacy' : 'terms';
  return (
    <section className="container mx-auto max-w-3xl px-4 py-10">
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">{th.common.loading}</span>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : query.isError ? (
        <ErrorState title={authText.legal.loadError} message={thaiErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data === null ? (
        <EmptyState title={th.legal[kind]}>
          <p className="text-sm text-muted-foreground">{authText.legal.missing}</p>
        </EmptyState>
      ) : (
        <LegalDocumentView document={query.data} />
      )}
      <p className="mt-10 border-t pt-4 text-sm text-muted-foreground">
        {authText.legal.seeAlso}{' '}
        <Link to={LEGAL_PATHS[other]} className="font-medium text-primary underline-offset-4 hover:underline">
          {th.legal[other]}
        </Link>
      </p>
    </section>
  );
}
