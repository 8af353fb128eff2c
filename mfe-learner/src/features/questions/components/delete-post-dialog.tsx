import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { questionText } from '../../../config/question-messages.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; busy: boolean; onConfirm: () => void };

/** Deleting erases the words for good, so it asks first. */
export function DeletePostDialog({ open, onOpenChange, busy, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{questionText.deleteTitle}</DialogTitle>
          <DialogDescription>{questionText.deleteDetail}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {questionText.cancel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {questionText.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
