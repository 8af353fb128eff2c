import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { catalogText } from '../../../config/messages.ts';
import { useDeleteReview } from '../api/delete-review-mutation.ts';

const t = catalogText.reviews;

/** "ลบรีวิว" for the learner's own review, asked first. */
export function DeleteReviewButton({ courseId, reviewId }: { courseId: number; reviewId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReview();
  const confirm = () => remove.mutate({ courseId, reviewId }, { onSettled: () => setOpen(false) });
  return (
    <>
      <Button variant="ghost" size="sm" className="justify-self-start text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t.delete}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
        }}
      >
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t.deleteTitle}</DialogTitle>
            <DialogDescription>{t.deleteBody}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t.keep}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t.deleting : t.deleteConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
