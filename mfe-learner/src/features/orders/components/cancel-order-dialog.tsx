import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { learnerTh } from '../../../config/messages.ts';
import type { MyOrder } from '../api/get-my-orders.ts';

type CancelOrderDialogProps = {
  /** The order about to be cancelled; null closes the dialog. */
  order: MyOrder | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Cancelling asks first: one stray click never drops an order the learner is paying. */
export function CancelOrderDialog({ order, pending, onConfirm, onClose }: CancelOrderDialogProps) {
  const t = learnerTh.orders;
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t.confirmTitle}</DialogTitle>
          <DialogDescription>{order ? t.confirmBody(order.orderNumber, order.courseTitle ?? t.unavailableCourse) : ''}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t.keep}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? t.cancelling : t.confirmCancel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
