import { Link } from '@shared/platform/router';
import { SearchX } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { EmptyState } from '@shared/ui/empty-state';
import { learnerTh } from '../../../config/messages.ts';

/** A missing, unpaid or someone else's order: one state for all, so nothing tells them apart. */
export function ReceiptNotFound() {
  const t = learnerTh.receipt;
  return (
    <EmptyState
      className="mx-auto max-w-xl"
      icon={<SearchX aria-hidden="true" className="size-10 text-destructive" />}
      title={t.notFoundTitle}
    >
      <p className="text-sm text-muted-foreground" data-testid="receipt-not-found">
        {t.notFoundDetail}
      </p>
      <Button asChild variant="outline">
        <Link to="/profile?tab=orders">{t.backToOrders}</Link>
      </Button>
    </EmptyState>
  );
}
