import { Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { th } from '@shared/messages';
import { adminTh } from '../config/messages.ts';

type ConfirmDeleteDialogProps = {
  /** What is about to be deleted; null closes the dialog. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Every delete in the admin area asks first: nothing is removed by one stray click. */
export function ConfirmDeleteDialog({ name, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{adminTh.confirm.title}</DialogTitle>
          <DialogDescription>{adminTh.confirm.body(name ?? '')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {th.common.cancel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            <Trash2 aria-hidden="true" />
            {pending ? adminTh.actions.deleting : th.common.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
