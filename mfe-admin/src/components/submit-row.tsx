import { Button } from '@shared/ui/button';
import { DialogFooter } from '@shared/ui/dialog';
import { th } from '@shared/messages';
import { adminTh } from '../config/messages.ts';

/** Cancel + save for every admin form dialog; save shows progress and cannot be double-clicked. */
export function SubmitRow({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {th.common.cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? adminTh.actions.saving : th.common.save}
      </Button>
    </DialogFooter>
  );
}
