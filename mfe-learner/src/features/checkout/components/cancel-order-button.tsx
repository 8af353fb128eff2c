import { useState } from 'react';
import { Button } from '@shared/ui/button';
import { toast } from '@shared/platform/toast';
import { orderErrorMessage } from '@shared/db/orders';
import { CancelOrderDialog } from '../../../components/cancel-order-dialog.tsx';
import { cancelOrderText } from '../../../config/cancel-order-messages.ts';
import { useCancelOrder } from '../api/cancel-order-mutation.ts';

type Props = { orderId: number; orderNumber: string; courseTitle: string; onCancelled: () => void };

/** "ยกเลิกคำสั่งซื้อ", asked first (the dialog "my orders" asks too): a learner who has already paid must not lose the order by one click. */
export function CancelOrderButton({ orderId, orderNumber, courseTitle, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        toast.success(cancelOrderText.cancelled);
        onCancelled();
      },
      onError: (error) => toast.error(orderErrorMessage(error)),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="ghost" className="text-destructive" onClick={() => setOpen(true)}>
        {cancelOrderText.cancel}
      </Button>
      <CancelOrderDialog
        order={open ? { orderNumber, courseTitle } : null}
        pending={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
