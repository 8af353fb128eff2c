import { Hourglass, XCircle } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { useRemoveSlips } from '../api/remove-slips-mutation.ts';
import type { LatestSlip } from '@shared/schemas/orders';
import { SlipUploadForm } from './slip-upload-form.tsx';

type Props = { orderId: number; userId: string; slip: LatestSlip | null };

/** The slip step: upload one; wait while an admin reviews it; after a rejection, read why and upload another. */
export function SlipSection({ orderId, userId, slip }: Props) {
  const t = checkoutText;
  const remove = useRemoveSlips(orderId);
  return (
    <section aria-labelledby="slip-title" className="grid gap-3 border-t pt-4">
      <h2 id="slip-title" className="font-semibold">
        {t.slipTitle}
      </h2>
      {slip?.status === 'submitted' || slip?.status === 'approved' ? (
        <div role="status" className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-4" data-testid="slip-pending">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <p className="font-semibold">{t.slipPending}</p>
            <p className="text-sm text-muted-foreground">{t.slipPendingDetail}</p>
            {slip.status === 'submitted' ? (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ userId, orderId })}
              >
                {t.slipRemove}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <>
          {slip?.status === 'rejected' ? (
            <div
              role="alert"
              className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
              data-testid="slip-rejected"
            >
              <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
              <div className="grid gap-1 text-sm">
                <p className="font-semibold">{t.slipRejected}</p>
                {slip.reject_reason ? <p>{t.slipRejectedReason(slip.reject_reason)}</p> : null}
                <p>{t.slipRetry}</p>
              </div>
            </div>
          ) : null}
          <SlipUploadForm key={slip?.id ?? 'first'} orderId={orderId} userId={userId} />
        </>
      )}
    </section>
  );
}
