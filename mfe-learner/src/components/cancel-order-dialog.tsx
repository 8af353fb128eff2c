import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { cancelOrderText } from '../config/cancel-order-messages.ts';

/** What the confirmation names: the order and its course. */
export type OrderToCancel = { orderNumber: string; courseTitle: string };

type CancelOrderDialogProps = {
  /** The order about to be cancelled; null closes the dialog. */
  order: OrderToCancel | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Cancelling asks first, in the same words from the checkout and from "my orders": one stray click never drops
 * an order the learner is paying. Each feature runs its own cancel mutation (it refreshes its own reads).
 */
export function CancelOrderDialog({ order, pending, onConfirm, onClose }: CancelOrderDialogProps) {
  const t = cancelOrderText;
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{order ? t.body(order.orderNumber, order.courseTitle) : ''}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t.keep}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? t.cancelling : t.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
