import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@shared/zod';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { useReviewSlip } from '../api/review-slip.ts';
import { useMarkOrderPaid } from '../api/mark-order-paid.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { ACTION_TEXT_FIELD, type OrderActionKind } from '../lib/order-actions.ts';

export type PendingOrderAction = { kind: OrderActionKind; orderId: number; slipId: number | null };

const textSchema = (kind: OrderActionKind) =>
  z.object({
    text:
      ACTION_TEXT_FIELD[kind] === 'required'
        ? z.string().trim().min(1, adminTh.orderActions.reasonRequired).max(500, adminTh.validation.tooLong(500))
        : z.string().trim().max(500, adminTh.validation.tooLong(500)),
  });

type OrderActionDialogProps = { action: PendingOrderAction | null; onClose: () => void };

/** Every payment decision asks first, and reject / refund cannot be confirmed without a reason. */
export function OrderActionDialog({ action, onClose }: OrderActionDialogProps) {
  const kind = action?.kind ?? 'approve';
  const texts = adminTh.orderActions[kind];
  const field = ACTION_TEXT_FIELD[kind];
  const review = useReviewSlip();
  const markPaid = useMarkOrderPaid();
  const refund = useRefundOrder();
  const pending = review.isPending || markPaid.isPending || refund.isPending;
  const form = useForm({ resolver: zodResolver(textSchema(kind)), defaultValues: { text: '' } });
  const error = form.formState.errors.text?.message;

  useEffect(() => {
    if (action) form.reset({ text: '' });
  }, [action, form]);

  const onSubmit = form.handleSubmit(({ text }) => {
    if (!action) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(adminTh.orderActions[action.kind].done);
        onClose();
      },
      onError: toastAdminError,
    };
    if (action.kind === 'markPaid') markPaid.mutate({ orderId: action.orderId, note: text }, callbacks);
    else if (action.kind === 'refund') refund.mutate({ orderId: action.orderId, reason: text }, callbacks);
    else if (action.slipId !== null) {
      review.mutate(
        action.kind === 'approve' ? { slipId: action.slipId, approve: true } : { slipId: action.slipId, approve: false, reason: text },
        callbacks,
      );
    }
  });

  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.body}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          {'field' in texts && field !== 'none' ? (
            <FormField id="order-action-text" label={texts.field} error={error}>
              <Textarea rows={3} maxLength={500} {...fieldA11y('order-action-text', error)} {...form.register('text')} />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {th.common.cancel}
            </Button>
            <Button type="submit" variant={kind === 'reject' || kind === 'refund' ? 'destructive' : 'default'} disabled={pending}>
              {pending ? adminTh.orderActions.working : th.common.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
