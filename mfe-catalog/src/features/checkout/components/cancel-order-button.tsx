import { useState } from 'react';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { toast } from '@shared/platform/toast';
import { catalogText } from '../../../config/messages.ts';
import { useCancelOrder } from '../api/cancel-order-mutation.ts';
import { orderErrorMessage } from '@shared/db/orders';

type Props = { orderId: number; orderNumber: string; onCancelled: () => void };

/** "ยกเลิกคำสั่งซื้อ", asked first: a learner who has already paid must not lose the order by one click. */
export function CancelOrderButton({ orderId, orderNumber, onCancelled }: Props) {
  const t = catalogText.checkout;
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t.cancelled);
        onCancelled();
      },
      onError: (error) => {
        setOpen(false);
        toast.error(orderErrorMessage(error));
      },
    });
  return (
    <>
      <Button variant="ghost" className="text-destructive" onClick={() => setOpen(true)}>
        {t.cancel}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!cancel.isPending) setOpen(next);
        }}
      >
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t.cancelTitle}</DialogTitle>
            <DialogDescription>{t.cancelBody(orderNumber)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t.keep}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? t.cancelling : t.cancelConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
